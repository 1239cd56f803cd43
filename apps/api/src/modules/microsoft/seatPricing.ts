import type { RequestContext } from '../../auth/context.ts'
import { BadRequest } from '../../lib/errors.ts'
import { findService } from '../customers/services.repository.ts'
import { changeServicePrice } from '../orders/serviceChanges.service.ts'

/**
 * The service of a subscription ordered through the cart follows its seats, at the service's own
 * price per seat (the provider's or the reseller's). Added seats are charged now through the orders
 * engine, as a package change is: the rest of the invoiced period at the difference, prorated by day,
 * on an invoice of its own. Where the engine charges nothing now (a reseller's sale: its reseller
 * bills it) and for fewer seats (removed within their 168 hours), the price changes from the next period.
 */
export async function repriceSeats(
  tx: RequestContext,
  link: { company_id: string; service_id: string | null },
  before: number,
  after: number,
): Promise<void> {
  if (!link.service_id || before < 1 || after === before) return
  const service = await findService(tx, link.company_id, link.service_id)
  if (!service || service.price_minor === null) return
  const price = Math.round((service.price_minor / before) * after)
  if (after > before) {
    try {
      await changeServicePrice(tx, link.service_id, { price_minor: price, when: 'now' })
      return
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error
    }
  }
  await changeServicePrice(tx, link.service_id, { price_minor: price, when: 'next_period' })
}
