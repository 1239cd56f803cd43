import type { Promotion } from '@portico/contracts'

/** A cart line as a promotion sees it. */
export type PromotionLine = {
  productId: string
  period: string
  currency: string
  /** The line's price for one period, in minor units. */
  priceMinor: number
  /** The day the order is placed, YYYY-MM-DD in the provider's time zone. */
  date: string
}
export type PromotionUsage = { total: number; byCompany: number }

export type PromotionVerdict =
  | {
      applies: true
      /** Discount per period, in minor units, never more than the price. */
      discountMinor: number
      /** Periods the discount lasts; null = for as long as the service runs. */
      periods: number | null
    }
  | {
      applies: false
      reason: 'inactive' | 'not_started' | 'expired' | 'used_up' | 'used_by_customer' | 'product' | 'currency'
    }

/**
 * Whether a promotion applies to a line, and what it takes off. Dates are inclusive (a code ending on
 * the 31st still works on the 31st); max uses counts every order, once per customer only theirs.
 */
export function promotionVerdict(
  promo: Pick<
    Promotion,
    | 'kind'
    | 'percent_bp'
    | 'amounts'
    | 'periods'
    | 'product_ids'
    | 'starts_on'
    | 'ends_on'
    | 'max_uses'
    | 'once_per_customer'
    | 'active'
    | 'archived_at'
  >,
  line: PromotionLine,
  usage: PromotionUsage,
): PromotionVerdict {
  if (!promo.active || promo.archived_at) return { applies: false, reason: 'inactive' }
  if (promo.starts_on && line.date < promo.starts_on) return { applies: false, reason: 'not_started' }
  if (promo.ends_on && line.date > promo.ends_on) return { applies: false, reason: 'expired' }
  if (promo.max_uses !== null && usage.total >= promo.max_uses) return { applies: false, reason: 'used_up' }
  if (promo.once_per_customer && usage.byCompany > 0) return { applies: false, reason: 'used_by_customer' }
  if (promo.product_ids.length > 0 && !promo.product_ids.includes(line.productId)) {
    return { applies: false, reason: 'product' }
  }
  let discount: number
  if (promo.kind === 'percentage') {
    // Round half up on integers: the discount of 10% on 1995 cents is 200 cents.
    discount = Math.floor(((promo.percent_bp ?? 0) * line.priceMinor + 5_000) / 10_000)
  } else {
    const amount = promo.amounts.find((a) => a.currency === line.currency)
    if (!amount) return { applies: false, reason: 'currency' }
    discount = amount.amount_minor
  }
  const periods = line.period === 'once' ? 1 : promo.periods
  return { applies: true, discountMinor: Math.min(discount, line.priceMinor), periods }
}
