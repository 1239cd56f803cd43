import type { MicrosoftChangeResult, MicrosoftScheduleInput, MicrosoftSubscription } from '@portico/contracts'
import { increaseSeats, type NceBilling, type NceTerm } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import {
  findSubscriptionLink,
  listSubscriptionLinks,
  lockSubscriptionLink,
  type SubscriptionLink,
} from './microsoft.repository.ts'
import { microsoftTexts } from './microsoft.texts.ts'
import {
  PartnerCenterError,
  type PcCatalogItem,
  type PcSubscription,
  type PcSubscriptionPatch,
} from './partnerCenter/adapter.ts'
import { nceSubscription } from './plannerSeats.ts'
import { repriceSeats } from './seatPricing.ts'

function view(
  link: SubscriptionLink,
  sub: PcSubscription,
  catalog: PcCatalogItem[],
  assigned: Map<string, number>,
  mode: 'sandbox' | 'live',
): MicrosoftSubscription {
  const item = catalog.find((i) => i.catalogItemId === sub.offerId)
  const next = sub.scheduledNextTermInstructions
  const nextSku = next ? `${next.product.productId}:${next.product.skuId}` : ''
  return {
    id: link.id,
    tenant_id: link.tenant.id,
    tenant_domain: link.tenant.domain,
    company_id: link.company_id,
    product: sub.offerName,
    sku_id: item ? `${item.productId}:${item.skuId}` : sub.offerId,
    quantity: sub.quantity,
    assigned: (item && assigned.get(item.graphSkuId)) ?? 0,
    term: sub.termDuration,
    billing: sub.billingCycle,
    status: sub.status,
    auto_renew: sub.autoRenewEnabled,
    term_start: sub.effectiveStartDate,
    term_end: sub.commitmentEndDate,
    refundable: sub.refundableQuantity.details.map((d) => ({
      quantity: d.quantity,
      until: d.allowedUntilDateTime,
    })),
    scheduled: next
      ? {
          quantity: next.quantity,
          term: next.product.termDuration,
          billing: next.product.billingCycle,
          sku_id: nextSku,
          product: catalog.find((i) => `${i.productId}:${i.skuId}` === nextSku)?.title ?? nextSku,
        }
      : null,
    partner_center: mode,
  }
}

async function assignedOf(ctx: RequestContext, customerId: string) {
  const skus = await ctx.platform.graph.subscribedSkus(ctx, customerId)
  return new Map(skus.map((s) => [s.skuId, s.consumedUnits]))
}

/** Every subscription in the caller's tenants, as Partner Center has it now. */
export async function listMicrosoftSubscriptions(ctx: RequestContext): Promise<MicrosoftSubscription[]> {
  const links = await listSubscriptionLinks(ctx)
  const pc = ctx.platform.partnerCenter
  const catalog = await pc.catalog(ctx)
  const byTenant = new Map<string, SubscriptionLink[]>()
  for (const link of links)
    byTenant.set(link.tenant.customer_id, [...(byTenant.get(link.tenant.customer_id) ?? []), link])
  const lists = await Promise.all(
    [...byTenant].map(async ([customerId, mine]) => {
      const [subs, assigned] = await Promise.all([
        pc.subscriptions(ctx, customerId),
        assignedOf(ctx, customerId),
      ])
      return mine.flatMap((link) => {
        const sub = subs.find((s) => s.id === link.subscription_id)
        return sub ? [view(link, sub, catalog, assigned, pc.mode)] : []
      })
    }),
  )
  return lists.flat()
}

/** The subscription as Partner Center has it now; `lock`ed, its seats change once at a time (they price its service). */
async function current(ctx: RequestContext, id: string, lock = false) {
  const link = await (lock ? lockSubscriptionLink : findSubscriptionLink)(ctx, id)
  if (!link) throw new NotFound()
  const pc = ctx.platform.partnerCenter
  const sub = await pc.subscription(ctx, link.tenant.customer_id, link.subscription_id)
  if (!sub) throw new NotFound()
  return { link, sub }
}

export async function getMicrosoftSubscription(
  ctx: RequestContext,
  id: string,
): Promise<MicrosoftSubscription> {
  const { link, sub } = await current(ctx, id)
  const pc = ctx.platform.partnerCenter
  return view(link, sub, await pc.catalog(ctx), await assignedOf(ctx, link.tenant.customer_id), pc.mode)
}

/** Partner Center's refusal in the caller's words: a commerce rule with its reopening moment, or Microsoft's message. */
function refused(error: unknown): never {
  if (!(error instanceof PartnerCenterError)) throw error
  if (error.status === 404) throw new NotFound()
  if (error.rule) {
    const opensAt = error.rule.opensAt ? `${error.rule.opensAt.slice(0, 10)} 00:00 UTC` : ''
    throw new Conflict(withValues(microsoftTexts[error.rule.rule], { opensAt }))
  }
  throw new BadRequest(withValues(microsoftTexts.partnerCenter, { message: error.message }))
}

type Change = {
  patch?: PcSubscriptionPatch
  transition?: { termDuration: NceTerm; billingCycle: NceBilling }
}

/** One change through Partner Center, audited; the result says whether it discarded the renewal's plan. */
async function change(
  ctx: RequestContext,
  id: string,
  action: string,
  what: Change,
): Promise<MicrosoftChangeResult> {
  return ctx.transaction(async (tx) => {
    const { link, sub } = await current(tx, id, true)
    const pc = tx.platform.partnerCenter
    const catalog = await pc.catalog(tx)
    const customerId = link.tenant.customer_id
    let prorated: { minor: number; currency: string } | null = null
    const added = (what.patch?.quantity ?? 0) - sub.quantity
    if (what.patch?.quantity !== undefined && added > 0)
      prorated = prorate(sub, added, catalog, tx.platform.now())
    const after = await (what.transition
      ? pc.transition(tx, customerId, link.subscription_id, what.transition)
      : pc.updateSubscription(tx, customerId, link.subscription_id, what.patch ?? {})
    ).catch(refused)
    await repriceSeats(tx, link, sub.quantity, after.quantity)
    const immediate = action !== 'schedule' && action !== 'autoRenew'
    await audit(tx, {
      action: `microsoft.subscription.${action}`,
      entity: 'microsoft_subscription',
      entity_id: link.id,
      company_id: link.company_id,
      before: {
        quantity: sub.quantity,
        term: sub.termDuration,
        billing: sub.billingCycle,
        status: sub.status,
      },
      after: {
        quantity: after.quantity,
        term: after.termDuration,
        billing: after.billingCycle,
        status: after.status,
      },
    })
    return {
      subscription: view(link, after, catalog, await assignedOf(tx, customerId), pc.mode),
      prorated_minor: prorated?.minor ?? null,
      currency: prorated?.currency ?? null,
      discarded_scheduled: immediate && sub.scheduledNextTermInstructions !== null,
    }
  })
}

/** What added seats cost for the rest of the term, at Partner Center's price for the term. */
function prorate(sub: PcSubscription, add: number, catalog: PcCatalogItem[], now: Date) {
  const term = catalog
    .find((i) => i.catalogItemId === sub.offerId)
    ?.terms.find((t) => t.duration === sub.termDuration && t.billingCycle === sub.billingCycle)
  if (!term) return null
  const decision = increaseSeats(nceSubscription(sub, sub.offerId, []), add, term.unitPriceMinor, now)
  return decision.ok ? { minor: decision.proratedMinor, currency: term.currency } : null
}

export const setMicrosoftSeats = (ctx: RequestContext, id: string, quantity: number) =>
  change(ctx, id, 'seats', { patch: { quantity } })

export const cancelMicrosoftSubscription = (ctx: RequestContext, id: string) =>
  change(ctx, id, 'cancel', { patch: { status: 'deleted' } })

export const setMicrosoftAutoRenew = (ctx: RequestContext, id: string, autoRenew: boolean) =>
  change(ctx, id, 'autoRenew', { patch: { autoRenewEnabled: autoRenew } })

export const changeMicrosoftTerm = (ctx: RequestContext, id: string, term: NceTerm, billing: NceBilling) =>
  change(ctx, id, 'term', { transition: { termDuration: term, billingCycle: billing } })

export function scheduleMicrosoftRenewal(
  ctx: RequestContext,
  id: string,
  input: MicrosoftScheduleInput | null,
) {
  if (!input) return change(ctx, id, 'schedule', { patch: { scheduledNextTermInstructions: null } })
  const [productId = '', skuId = ''] = input.sku_id.split(':')
  const product = { productId, skuId, billingCycle: input.billing, termDuration: input.term }
  return change(ctx, id, 'schedule', {
    patch: { scheduledNextTermInstructions: { product, quantity: input.quantity } },
  })
}
