/**
 * Money in integer minor units (cents); quantities as decimals with up to 3 places. The same functions
 * run in the editor and on the server, so what a user sees is what gets issued.
 */
export type LineAmounts = { quantity: string | number; unit_price_minor: number; vat_rate_bp: number }
export type VatRow = { rate_bp: number; base_minor: number; vat_minor: number }
export type DocumentTotals = {
  line_totals_minor: number[]
  vat_breakdown: VatRow[]
  subtotal_minor: number
  vat_minor: number
  total_minor: number
}

const QUANTITY = /^-?\d{1,9}(\.\d{1,3})?$/

/** The quantity in thousandths, exactly (no floating point). */
export function quantityMilli(quantity: string | number): bigint {
  const text = typeof quantity === 'number' ? quantity.toFixed(3) : quantity.trim()
  if (!QUANTITY.test(text)) throw new RangeError(`invalid quantity: ${quantity}`)
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.')
  const milli = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'))
  return negative ? -milli : milli
}

export function isValidQuantity(quantity: string): boolean {
  return QUANTITY.test(quantity.trim())
}

/** a / b rounded half away from zero, in integers. */
export function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n
  const absA = a < 0n ? -a : a
  const absB = b < 0n ? -b : b
  const q = (absA * 2n + absB) / (absB * 2n)
  return negative ? -q : q
}

export function lineTotalMinor(quantity: string | number, unitPriceMinor: number): number {
  return Number(divRound(quantityMilli(quantity) * BigInt(unitPriceMinor), 1000n))
}

/** VAT is rounded per rate on the document total (not per line), as Dutch invoices show it. */
export function documentTotals(
  lines: readonly LineAmounts[],
  opts: { reverseCharge?: boolean } = {},
): DocumentTotals {
  const line_totals_minor = lines.map((l) => lineTotalMinor(l.quantity, l.unit_price_minor))
  const bases = new Map<number, number>()
  lines.forEach((line, i) => {
    const rate = opts.reverseCharge ? 0 : line.vat_rate_bp
    bases.set(rate, (bases.get(rate) ?? 0) + (line_totals_minor[i] ?? 0))
  })
  const vat_breakdown = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate_bp, base_minor]) => ({
      rate_bp,
      base_minor,
      vat_minor: Number(divRound(BigInt(base_minor) * BigInt(rate_bp), 10_000n)),
    }))
  const subtotal_minor = line_totals_minor.reduce((sum, v) => sum + v, 0)
  const vat_minor = vat_breakdown.reduce((sum, r) => sum + r.vat_minor, 0)
  return {
    line_totals_minor,
    vat_breakdown,
    subtotal_minor,
    vat_minor,
    total_minor: subtotal_minor + vat_minor,
  }
}

/** An amount in another currency converted to EUR minor units at the given rate (EUR per unit). */
export function toEurMinor(amountMinor: number, eurRate: string | number): number {
  const [whole = '0', fraction = ''] = String(eurRate).split('.')
  const scale = 10n ** BigInt(Math.min(fraction.length, 8))
  const rate = BigInt(whole) * scale + BigInt(fraction.slice(0, 8) || '0')
  return Number(divRound(BigInt(amountMinor) * rate, scale))
}

/** Minor units of a currency (ISO 4217 exponent); 2 for almost all. */
export function currencyExponent(currency: string): number {
  return ['JPY', 'KRW', 'ISK', 'CLP', 'VND'].includes(currency.toUpperCase()) ? 0 : 2
}
