import type { BillingSettings } from '@portico/contracts'
import { validateCreditorID } from 'sepa'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Forbidden, PreconditionFailed } from '../../lib/errors.ts'
import { billingTexts } from './billing.texts.ts'
import {
  findSettings,
  insertDefaultSettings,
  type SettingsRow,
  updateSettings,
} from './settings.repository.ts'

export type { SettingsRow } from './settings.repository.ts'

export const DEFAULT_NUMBER_PATTERNS = {
  invoice: { prefix: 'INV-', padding: 5, yearly_reset: true },
  quote: { prefix: 'Q-', padding: 5, yearly_reset: true },
  credit_note: { prefix: 'CN-', padding: 5, yearly_reset: true },
}
export const DEFAULT_VAT_RATES = [
  { rate_bp: 2100, label: '21%' },
  { rate_bp: 900, label: '9%' },
  { rate_bp: 0, label: '0%' },
]

/** Whose books this request keeps: the provider (its staff) or a reseller (its admin and billing people). */
export function billingIssuer(ctx: RequestContext): string {
  if (!ctx.issuerId) throw new Forbidden(billingTexts.staffOnly)
  return ctx.issuerId
}

/** Settings of a provider, created with Dutch defaults on first use. */
export async function loadSettings(ctx: RequestContext, providerId: string): Promise<SettingsRow> {
  const existing = await findSettings(ctx, providerId)
  if (existing) return existing
  await insertDefaultSettings(ctx, providerId, {
    vat_rates: DEFAULT_VAT_RATES,
    number_patterns: DEFAULT_NUMBER_PATTERNS,
  })
  const row = await findSettings(ctx, providerId)
  if (!row) throw new Error('billing settings missing')
  return row
}

export function toSettings(row: SettingsRow): BillingSettings & { version: number } {
  return {
    legal_name: row.legal_name,
    address_street: row.address_street,
    address_postal_code: row.address_postal_code,
    address_city: row.address_city,
    address_country: row.address_country,
    vat_id: row.vat_id,
    coc_number: row.coc_number,
    iban: row.iban,
    bic: row.bic,
    email: row.email,
    phone: row.phone,
    website: row.website,
    default_payment_terms_days: row.default_payment_terms_days,
    default_currency: row.default_currency,
    apply_credit_automatically: row.apply_credit_automatically,
    sepa_creditor_id: row.sepa_creditor_id,
    direct_debit_notice_days: row.direct_debit_notice_days,
    vat_rates: row.vat_rates as BillingSettings['vat_rates'],
    number_patterns: row.number_patterns as BillingSettings['number_patterns'],
    version: row.version,
  }
}

export async function getSettings(ctx: RequestContext) {
  return toSettings(await loadSettings(ctx, billingIssuer(ctx)))
}

export async function saveSettings(ctx: RequestContext, input: { version: number; body: BillingSettings }) {
  const providerId = billingIssuer(ctx)
  const before = toSettings(await loadSettings(ctx, providerId))
  const body = { ...input.body, iban: input.body.iban?.replace(/\s/g, '') ?? null }
  if (body.sepa_creditor_id && !validateCreditorID(body.sepa_creditor_id)) {
    const message = billingTexts.creditorId
    throw new BadRequest(message, [{ field: 'sepa_creditor_id', message }])
  }
  return ctx.transaction(async (tx) => {
    const row = await updateSettings(tx, providerId, input.version, body)
    if (!row) throw new PreconditionFailed()
    const after = toSettings(row)
    await audit(tx, {
      action: 'billing.settings_updated',
      entity: 'billing_settings',
      entity_id: providerId,
      company_id: providerId,
      before,
      after,
    })
    return after
  })
}

/** A document number from the kind's pattern: prefix, year (when numbering resets yearly), padded sequence. */
export function formatNumber(
  pattern: { prefix: string; padding: number; yearly_reset: boolean },
  year: number,
  sequence: number,
) {
  const padded = String(sequence).padStart(pattern.padding, '0')
  return pattern.yearly_reset ? `${pattern.prefix}${year}-${padded}` : `${pattern.prefix}${padded}`
}
