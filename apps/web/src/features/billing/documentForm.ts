import type { BillingDocument, Customer, DocumentInput, Locale } from '@portico/contracts'
import { currencyExponent, EU_VAT_FORMATS, isValidQuantity } from '@portico/domain'

/** One editor line as typed: amounts stay text until they are sent. */
export type LineDraft = {
  key: string
  description: string
  quantity: string
  unit_price: string
  vat_rate_bp: string
  period_start: string
  period_end: string
  product_id: string | null
}

export type DraftValues = {
  kind: 'invoice' | 'quote'
  customer_id: string
  currency: string
  eur_rate: string
  language: Locale | ''
  issue_date: string
  supply_date: string
  valid_until: string
  payment_terms_days: string
  notes: string
  lines: LineDraft[]
}

let nextKey = 0
const lineKey = () => `line-${++nextKey}`

export function emptyLine(vatRateBp: number): LineDraft {
  return {
    key: lineKey(),
    description: '',
    quantity: '1',
    unit_price: '',
    vat_rate_bp: String(vatRateBp),
    period_start: '',
    period_end: '',
    product_id: null,
  }
}

/** "1.234,50", "1234.5" or "1234" to minor units; NaN when it is not an amount. */
export function parseAmount(text: string, currency: string): number {
  const digits = currencyExponent(currency)
  let value = text.trim().replace(/\s/g, '')
  // A comma as the decimal mark (Dutch), dots or commas as thousands separators.
  if (/,\d{1,2}$/.test(value)) value = value.replace(/\./g, '').replace(',', '.')
  else value = value.replace(/,/g, '')
  const match = /^(-)?(\d{1,12})(?:\.(\d+))?$/.exec(value)
  if (!match) return Number.NaN
  const [, sign, whole = '0', fraction = ''] = match
  if (fraction.length > digits) return Number.NaN
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0')
  return sign ? -minor : minor
}

/** Minor units as the editor shows them in an input ("1234.50"). */
export function amountText(minor: number, currency: string): string {
  const digits = currencyExponent(currency)
  return (minor / 10 ** digits).toFixed(digits)
}

/** A quantity with a decimal comma becomes the API's decimal string. */
export function quantityText(text: string): string {
  return text.trim().replace(',', '.')
}

function daysBetween(from: string | null, to: string | null): string {
  if (!from || !to) return ''
  return String(Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000))
}

export function draftValues(
  doc: BillingDocument | undefined,
  defaults: { kind: 'invoice' | 'quote'; customerId?: string; currency: string; vatRateBp: number },
): DraftValues {
  if (!doc)
    return {
      kind: defaults.kind,
      customer_id: defaults.customerId ?? '',
      currency: defaults.currency,
      eur_rate: '',
      language: '',
      issue_date: '',
      supply_date: '',
      valid_until: '',
      payment_terms_days: '',
      notes: '',
      lines: [emptyLine(defaults.vatRateBp)],
    }
  return {
    kind: doc.kind === 'quote' ? 'quote' : 'invoice',
    customer_id: doc.customer_id,
    currency: doc.currency,
    eur_rate: doc.eur_rate ?? '',
    language: doc.language,
    issue_date: doc.issue_date ?? '',
    supply_date: doc.supply_date ?? '',
    valid_until: doc.valid_until ?? '',
    payment_terms_days: daysBetween(doc.issue_date, doc.due_date),
    notes: doc.notes ?? '',
    lines: doc.lines.map((line) => ({
      key: lineKey(),
      description: line.description,
      quantity: line.quantity,
      unit_price: amountText(line.unit_price_minor, doc.currency),
      vat_rate_bp: String(line.vat_rate_bp),
      period_start: line.period_start ?? '',
      period_end: line.period_end ?? '',
      product_id: line.product_id,
    })),
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The editor's text to DocumentInput; DocumentInputSchema then says what is wrong, per field. */
export function draftInput(values: DraftValues): DocumentInput {
  const currency = values.currency.trim().toUpperCase()
  const days = values.payment_terms_days.trim()
  return {
    kind: values.kind,
    customer_id: values.customer_id,
    currency,
    eur_rate: currency === 'EUR' ? null : orNull(values.eur_rate.replace(',', '.')),
    ...(values.language ? { language: values.language } : {}),
    issue_date: orNull(values.issue_date),
    supply_date: orNull(values.supply_date),
    valid_until: values.kind === 'quote' ? orNull(values.valid_until) : null,
    ...(days === '' ? {} : { payment_terms_days: /^\d+$/.test(days) ? Number(days) : Number.NaN }),
    notes: orNull(values.notes),
    lines: values.lines.map((line) => ({
      description: line.description.trim(),
      quantity: quantityText(line.quantity),
      unit_price_minor: parseAmount(line.unit_price, currency || 'EUR'),
      vat_rate_bp: Number(line.vat_rate_bp),
      product_id: line.product_id,
      period_start: orNull(line.period_start),
      period_end: orNull(line.period_end),
    })),
  }
}

/** Lines that can be totalled yet; a half-typed line counts as zero until it is valid. */
export function totalLines(values: DraftValues) {
  return values.lines.map((line) => {
    const quantity = quantityText(line.quantity)
    const price = parseAmount(line.unit_price, values.currency || 'EUR')
    return {
      quantity: isValidQuantity(quantity) ? quantity : '0',
      unit_price_minor: Number.isFinite(price) ? price : 0,
      vat_rate_bp: Number(line.vat_rate_bp) || 0,
    }
  })
}

const EU = new Set(Object.keys(EU_VAT_FORMATS).map((code) => (code === 'EL' ? 'GR' : code)))

/**
 * The server's rule, so the editor's totals match: EU reverse charge for a customer in another member
 * state whose VAT id VIES confirmed. Anything less charges VAT (fail closed).
 */
export function reverseChargeApplies(issuerCountry: string | undefined, customer: Customer | undefined) {
  const country = customer?.address.country
  return Boolean(
    issuerCountry &&
      country &&
      country !== issuerCountry &&
      EU.has(country) &&
      EU.has(issuerCountry) &&
      customer?.vat_id &&
      customer.vat_check?.status === 'valid',
  )
}
