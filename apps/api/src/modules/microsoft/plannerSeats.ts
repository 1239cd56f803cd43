import { type NceSubscription, REFUND_WINDOW_HOURS, type SkuSeats } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import type { PcCatalogItem, PcSubscription } from './partnerCenter/adapter.ts'

/** One SKU of a tenant as the planner sees it: catalogue item, its active subscription, seats. */
export type TenantSku = SkuSeats & {
  item: PcCatalogItem
  subscriptionId: string | null
  currency: string
}

/**
 * The commerce rules' view of a Partner Center subscription: the batches still refundable (each
 * bought 168 hours before its window closes) and the rest as one batch bought at the term start.
 */
export function nceFromPartnerCenter(sub: PcSubscription, skuId: string): NceSubscription {
  const open = sub.refundableQuantity.details.map((d) => ({
    quantity: d.quantity,
    purchasedAt: new Date(Date.parse(d.allowedUntilDateTime) - REFUND_WINDOW_HOURS * 3_600_000).toISOString(),
  }))
  const rest = sub.quantity - open.reduce((n, b) => n + b.quantity, 0)
  const old = rest > 0 ? [{ quantity: rest, purchasedAt: `${sub.effectiveStartDate}T00:00:00.000Z` }] : []
  return nceSubscription(sub, skuId, [...old, ...open])
}

/** A Partner Center subscription in the commerce rules' terms, with the seat batches given and nothing scheduled. */
export function nceSubscription(
  sub: PcSubscription,
  skuId: string,
  batches: NceSubscription['batches'],
): NceSubscription {
  return {
    status: sub.status,
    skuId,
    quantity: sub.quantity,
    term: sub.termDuration,
    billing: sub.billingCycle,
    termStart: sub.effectiveStartDate,
    termEnd: sub.commitmentEndDate,
    autoRenew: sub.autoRenewEnabled,
    batches,
    scheduled: null,
  }
}

const skuOf = (item: PcCatalogItem) => `${item.productId}:${item.skuId}`

/** Every catalogue SKU with the tenant's active subscription of it (the largest) and the seats assigned. */
export async function tenantSkus(ctx: RequestContext, customerId: string): Promise<Map<string, TenantSku>> {
  const pc = ctx.platform.partnerCenter
  // One after another: inside a transaction the queries share one connection.
  const catalog = await pc.catalog(ctx)
  const subscriptions = await pc.subscriptions(ctx, customerId)
  const subscribed = await ctx.platform.graph.subscribedSkus(ctx, customerId)
  const result = new Map<string, TenantSku>()
  for (const item of catalog) {
    const sub = subscriptions
      .filter((s) => s.offerId === item.catalogItemId && s.status === 'active')
      .sort((a, b) => b.quantity - a.quantity)[0]
    const term = sub
      ? item.terms.find((t) => t.duration === sub.termDuration && t.billingCycle === sub.billingCycle)
      : item.terms[0]
    result.set(skuOf(item), {
      item,
      subscriptionId: sub?.id ?? null,
      subscription: sub ? nceFromPartnerCenter(sub, skuOf(item)) : null,
      unitPriceMinor: term?.unitPriceMinor ?? 0,
      currency: term?.currency ?? 'EUR',
      assigned: subscribed.find((s) => s.skuId === item.graphSkuId)?.consumedUnits ?? 0,
    })
  }
  return result
}

/** The catalogue item of a planner SKU (productId:skuId). */
export async function plannerSku(ctx: RequestContext, skuId: string): Promise<PcCatalogItem | undefined> {
  return (await ctx.platform.partnerCenter.catalog(ctx)).find((i) => skuOf(i) === skuId)
}
