import type { DocumentLineInput, VatCheck } from '@portico/contracts'
import { documentTotals, EU_VAT_FORMATS } from '@portico/domain'
import type { CompanyRow } from '../company/company.repository.ts'
import type { SettingsRow } from './settings.service.ts'

const EU = new Set([...Object.keys(EU_VAT_FORMATS).map((c) => (c === 'EL' ? 'GR' : c))])

/**
 * EU reverse charge: B2B to a customer in another EU member state whose VAT id VIES confirmed.
 * Without a valid check (VIES down, invalid, never checked) VAT is charged: fail closed.
 */
export function reverseChargeApplies(issuerCountry: string, customer: CompanyRow): boolean {
  const country = customer.address_country
  const check = customer.vat_check as VatCheck | null
  return Boolean(
    country &&
      country !== issuerCountry &&
      EU.has(country) &&
      EU.has(issuerCountry) &&
      customer.vat_id &&
      check?.status === 'valid',
  )
}

export function linesWithTotals(lines: readonly DocumentLineInput[], reverseCharge: boolean) {
  const totals = documentTotals(lines, { reverseCharge })
  return {
    totals,
    lines: lines.map((l, i) => ({
      position: i + 1,
      description: l.description,
      quantity: l.quantity,
      unit_price_minor: l.unit_price_minor,
      // The line keeps its rate; reverse charge is applied to the totals, so if it no longer
      // applies at issue (VIES says otherwise), VAT is charged again: fail closed.
      vat_rate_bp: l.vat_rate_bp,
      product_id: l.product_id ?? null,
      period_start: l.period_start ?? null,
      period_end: l.period_end ?? null,
      line_total_minor: totals.line_totals_minor[i] ?? 0,
    })),
  }
}

export function customerSnapshot(c: CompanyRow) {
  return {
    name: c.name,
    street: c.address_street,
    postal_code: c.address_postal_code,
    city: c.address_city,
    country: c.address_country,
    vat_id: c.vat_id,
    coc_number: c.coc_number,
    email: c.billing_email,
  }
}

export function issuerSnapshot(s: SettingsRow) {
  return {
    name: s.legal_name,
    street: s.address_street,
    postal_code: s.address_postal_code,
    city: s.address_city,
    country: s.address_country,
    vat_id: s.vat_id,
    coc_number: s.coc_number,
    iban: s.iban,
    bic: s.bic,
    email: s.email,
  }
}

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
