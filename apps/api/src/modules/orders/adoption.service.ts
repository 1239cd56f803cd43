import type { BillingPeriod } from '@portico/contracts'
import { periodContaining, type RecurringPeriod } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { systemContext } from '../../auth/system.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { offerFor } from '../catalog/offers.service.ts'
import { findOrderingParty, insertService } from './orders.repository.ts'

export type AdoptedService = {
  company_id: string
  product_id: string
  period: BillingPeriod
  quantity: number
  /** The service's name; the offer's (in the customer's language) when null. */
  name: string | null
  /** When it began: the anchor of its periods. */
  start_date: string
}

/**
 * A service for something that already runs outside the portal's orders (a Microsoft subscription
 * linked rather than ordered), so that it is billed as an ordered one is: priced as the cart prices
 * it for the company today (its seller's price, and the reseller's purchase price), active, and
 * invoiced from the end of the period that runs now (that one was billed before the portal knew it).
 * Undefined when the company cannot buy the product for that period: then the portal bills nothing.
 */
export async function adoptService(ctx: RequestContext, input: AdoptedService): Promise<string | undefined> {
  const party = await findOrderingParty(ctx, input.company_id)
  const found = await offerFor(ctx, input.company_id, { productId: input.product_id, period: input.period })
  if (!party || !found || input.period === 'once') return undefined
  let cost: number | null = null
  if (party.resellerId) {
    // The reseller's purchase price is not its customer's to see: the system reads it.
    const system = await systemContext({ db: ctx.db, platform: ctx.platform }, party.providerId)
    const bought = await offerFor(system, party.resellerId, {
      productId: input.product_id,
      period: input.period,
    })
    if (!bought) return undefined
    cost = bought.price_minor * input.quantity
  }
  const period = periodContaining(input.start_date, input.period as RecurringPeriod, todayOf(ctx))
  return insertService(ctx, {
    company_id: input.company_id,
    type: found.offer.category,
    name: input.name ?? (party.language === 'nl' ? found.offer.name_nl : found.offer.name_en),
    status: 'active',
    product_id: input.product_id,
    seller_id: party.resellerId ?? party.providerId,
    currency: found.currency,
    period: input.period,
    price_minor: found.price_minor * input.quantity,
    cost_minor: cost,
    vat_rate_bp: found.offer.vat_rate_bp,
    start_date: input.start_date,
    next_due_date: period.end,
    commitment_months: found.offer.commitment_months,
    notice_days: found.offer.notice_days,
  })
}
