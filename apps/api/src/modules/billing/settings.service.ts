import type { BillingSettings } from '@portico/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { billingSettings, companies } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { Forbidden, PreconditionFailed } from '../../lib/errors.ts'

export type SettingsRow = typeof billingSettings.$inferSelect

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

/** The provider whose billing the caller runs: staff bill from the provider at the top of their tree. */
export function issuerOf(ctx: RequestContext): string {
  const provider = ctx.memberships.find((m) => m.company_kind === 'provider')
  if (provider) return provider.company_id
  throw new Forbidden('Billing is for the provider’s staff.')
}

/** Settings of an issuer, created with Dutch defaults on first use. */
export async function loadSettings(db: Db, issuerId: string): Promise<SettingsRow> {
  const [existing] = await db.select().from(billingSettings).where(eq(billingSettings.company_id, issuerId))
  if (existing) return existing
  const [company] = await db.select().from(companies).where(eq(companies.id, issuerId))
  await db
    .insert(billingSettings)
    .values({
      company_id: issuerId,
      legal_name: company?.name ?? 'Provider',
      address_street: company?.address_street ?? null,
      address_postal_code: company?.address_postal_code ?? null,
      address_city: company?.address_city ?? null,
      address_country: company?.address_country ?? 'NL',
      email: company?.billing_email ?? null,
      vat_id: company?.vat_id ?? null,
      coc_number: company?.coc_number ?? null,
      vat_rates: DEFAULT_VAT_RATES,
      number_patterns: DEFAULT_NUMBER_PATTERNS,
    })
    .onConflictDoNothing()
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.company_id, issuerId))
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
    vat_rates: row.vat_rates as BillingSettings['vat_rates'],
    number_patterns: row.number_patterns as BillingSettings['number_patterns'],
    version: row.version,
  }
}

export async function saveSettings(db: Db, ctx: RequestContext, version: number, input: BillingSettings) {
  const issuerId = issuerOf(ctx)
  const before = toSettings(await loadSettings(db, issuerId))
  return db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] = await tx
      .update(billingSettings)
      .set({
        ...input,
        iban: input.iban?.replace(/\s/g, '') ?? null,
        version: sql`${billingSettings.version} + 1`,
        updated_at: new Date(),
      })
      .where(and(eq(billingSettings.company_id, issuerId), eq(billingSettings.version, version)))
      .returning()
    if (!row) throw new PreconditionFailed()
    const after = toSettings(row)
    await audit(
      { ...ctx, db: tx },
      {
        action: 'billing.settings_updated',
        entity: 'billing_settings',
        entity_id: issuerId,
        company_id: issuerId,
        before,
        after,
      },
    )
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
