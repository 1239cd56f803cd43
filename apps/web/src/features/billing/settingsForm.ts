import type { BillingSettings } from '@portico/contracts'
import type { VersionedSettings } from './settingsQueries.ts'

export const DOCUMENT_KINDS = ['invoice', 'quote', 'credit_note'] as const
export const TEXT_FIELDS = [
  'legal_name',
  'address_street',
  'address_postal_code',
  'address_city',
  'address_country',
  'vat_id',
  'coc_number',
  'iban',
  'bic',
  'email',
  'phone',
  'website',
  'default_currency',
  'sepa_creditor_id',
] as const
type TextField = (typeof TEXT_FIELDS)[number]

export type PatternText = { prefix: string; padding: string; yearly_reset: boolean }
export type SettingsValues = Record<TextField, string> & {
  default_payment_terms_days: string
  direct_debit_notice_days: string
  apply_credit_automatically: boolean
  vat_rates: { key: string; rate: string; label: string }[]
  number_patterns: Record<(typeof DOCUMENT_KINDS)[number], PatternText>
}

let nextKey = 0
export const rateRow = (rate = '', label = '') => ({ key: `rate-${++nextKey}`, rate, label })

export function settingsValues(s: VersionedSettings): SettingsValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, s[f] ?? ''])) as Record<TextField, string>
  const pattern = (p: BillingSettings['number_patterns']['invoice']): PatternText => ({
    prefix: p.prefix,
    padding: String(p.padding),
    yearly_reset: p.yearly_reset,
  })
  return {
    ...text,
    default_payment_terms_days: String(s.default_payment_terms_days),
    direct_debit_notice_days: String(s.direct_debit_notice_days),
    apply_credit_automatically: s.apply_credit_automatically,
    // Rates are typed as percentages (21, 9, 0); the API keeps basis points.
    vat_rates: s.vat_rates.map((r) => rateRow(String(r.rate_bp / 100), r.label)),
    number_patterns: {
      invoice: pattern(s.number_patterns.invoice),
      quote: pattern(s.number_patterns.quote),
      credit_note: pattern(s.number_patterns.credit_note),
    },
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())
const int = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

/** Percentages with up to two decimals ("21", "5,5") to basis points. */
export function percentToBp(text: string): number {
  const value = text.trim().replace(',', '.')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return Number.NaN
  return Math.round(Number(value) * 100)
}

export function settingsInput(v: SettingsValues): BillingSettings {
  const pattern = (p: PatternText) => ({
    prefix: p.prefix.trim(),
    padding: int(p.padding),
    yearly_reset: p.yearly_reset,
  })
  return {
    legal_name: v.legal_name.trim(),
    address_street: orNull(v.address_street),
    address_postal_code: orNull(v.address_postal_code),
    address_city: orNull(v.address_city),
    address_country: v.address_country.trim(),
    vat_id: orNull(v.vat_id),
    coc_number: orNull(v.coc_number),
    iban: orNull(v.iban),
    bic: orNull(v.bic),
    email: orNull(v.email),
    phone: orNull(v.phone),
    website: orNull(v.website),
    default_payment_terms_days: int(v.default_payment_terms_days),
    default_currency: v.default_currency.trim(),
    apply_credit_automatically: v.apply_credit_automatically,
    sepa_creditor_id: orNull(v.sepa_creditor_id),
    direct_debit_notice_days: int(v.direct_debit_notice_days),
    vat_rates: v.vat_rates.map((r) => ({ rate_bp: percentToBp(r.rate), label: r.label.trim() })),
    number_patterns: {
      invoice: pattern(v.number_patterns.invoice),
      quote: pattern(v.number_patterns.quote),
      credit_note: pattern(v.number_patterns.credit_note),
    },
  }
}

/** What the next number of a series looks like, e.g. "F2025-00001" (the server's formatNumber). */
export function numberExample(p: PatternText, year: number): string {
  const padding = Math.min(Math.max(int(p.padding) || 1, 1), 10)
  const sequence = '1'.padStart(padding, '0')
  return p.yearly_reset ? `${p.prefix}${year}-${sequence}` : `${p.prefix}${sequence}`
}
