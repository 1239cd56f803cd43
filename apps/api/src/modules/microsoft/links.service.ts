import type { RequestContext } from '../../auth/context.ts'
import { adoptService } from '../orders/adoption.service.ts'
import { lockSubscriptionLinkOf } from './microsoft.repository.ts'
import {
  checkoutInFlight,
  insertSubscriptionLink,
  productOfItem,
  setLinkService,
} from './ordering.repository.ts'
import { PERIOD_OF } from './ordering.service.ts'

type Tenant = { id: string; customer_id: string; company_id: string; provider_id: string }

/**
 * Every live subscription in the tenant is the portal's and billed: one bought elsewhere (a linked
 * tenant's, or one added in Partner Center) is linked, and a link without a service gets the service
 * an order would have made (the catalogue product selling its SKU on its term, at the company's price
 * for its billing frequency, invoiced from its next period), so that seats added later are charged.
 * While one of the tenant's orders is being checked out, new subscriptions wait for the next round:
 * that order links its own. Each subscription in a transaction with its link locked, so two rounds
 * (or a round and a tenant being linked) bill it once. Answers how many it saw and billed now.
 */
export async function billTenantSubscriptions(
  ctx: RequestContext,
  tenant: Tenant,
): Promise<{ seen: number; billed: number }> {
  const subscriptions = await ctx.platform.partnerCenter.subscriptions(ctx, tenant.customer_id)
  const importing = !(await checkoutInFlight(ctx, tenant.id))
  let made = 0
  for (const sub of subscriptions) {
    if (sub.status === 'deleted' || sub.status === 'expired') continue
    made += await ctx.transaction(async (tx) => {
      if (importing)
        await insertSubscriptionLink(tx, {
          company_id: tenant.company_id,
          tenant_id: tenant.id,
          subscription_id: sub.id,
          name: sub.friendlyName || sub.offerName,
        })
      const link = await lockSubscriptionLinkOf(tx, tenant.id, sub.id)
      if (!link || link.service_id) return 0
      const productId = await productOfItem(tx, tenant.provider_id, sub.offerId, sub.termDuration)
      const serviceId =
        productId &&
        (await adoptService(tx, {
          company_id: tenant.company_id,
          product_id: productId,
          period: PERIOD_OF[sub.billingCycle],
          quantity: sub.quantity,
          name: sub.friendlyName || sub.offerName,
          start_date: sub.effectiveStartDate.slice(0, 10),
        }))
      if (!serviceId) return 0
      await setLinkService(tx, link.id, serviceId)
      return 1
    })
  }
  return { seen: subscriptions.length, billed: made }
}
