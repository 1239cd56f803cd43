import type { BillingPeriod, Offer } from '@portico/contracts'

export type OptionValues = Record<string, string | number | boolean>
export type LineIssue = { field: string; message: string }

/**
 * One cart line's price from the company's offer: the product's price in the period plus each chosen
 * option's price (a select's choice, a quantity times its unit price, a yes/no when yes), per unit
 * and period; the setup fee per unit. Options are checked against the product: required ones present,
 * a select's choice known, a quantity within its range and step.
 */
export function priceLine(
  offer: Offer,
  price: { currency: string; period: BillingPeriod; price_minor: number; setup_minor: number },
  options: OptionValues,
): { unitMinor: number; setupMinor: number; issues: LineIssue[] } {
  const issues: LineIssue[] = []
  let unitMinor = price.price_minor
  const priceOf = (prices: { currency: string; period: string; price_minor: number }[]) =>
    prices.find((p) => p.currency === price.currency && p.period === price.period)?.price_minor ?? 0
  for (const code of Object.keys(options)) {
    if (!offer.options.some((o) => o.code === code))
      issues.push({ field: `options.${code}`, message: 'unknown option' })
  }
  for (const option of offer.options) {
    const value = options[option.code]
    const field = `options.${option.code}`
    if (value === undefined || value === false) {
      if (option.required) issues.push({ field, message: 'required' })
      continue
    }
    if (option.kind === 'select') {
      const choice = option.choices.find((c) => c.code === value)
      if (!choice) issues.push({ field, message: 'unknown choice' })
      else unitMinor += priceOf(choice.prices)
    } else if (option.kind === 'quantity') {
      const ok =
        typeof value === 'number' &&
        value >= option.min &&
        value <= option.max &&
        (value - option.min) % option.step === 0
      if (!ok)
        issues.push({ field, message: `between ${option.min} and ${option.max}, steps of ${option.step}` })
      else unitMinor += value * priceOf(option.prices)
    } else if (value !== true) {
      issues.push({ field, message: 'yes or no' })
    } else {
      unitMinor += priceOf(option.prices)
    }
  }
  return { unitMinor, setupMinor: price.setup_minor, issues }
}
