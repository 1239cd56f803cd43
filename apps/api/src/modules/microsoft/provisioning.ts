import type { RequestContext } from '../../auth/context.ts'
import {
  done,
  type ProvisioningAdapter,
  ProvisioningRefused,
  type ProvisioningTarget,
  serviceRecord,
} from '../orders/provisioning/adapter.ts'
import { findTenant } from './microsoft.repository.ts'
import {
  claimOrderForService,
  findLinkOfService,
  findOrderOfService,
  linkOrderedSubscription,
  type MicrosoftOrderRow,
  orderedSeats,
  setMicrosoftOrder,
} from './ordering.repository.ts'
import { PartnerCenterError, type PcSubscriptionPatch } from './partnerCenter/adapter.ts'

/** The Microsoft order the service provisions: its own, or the one ordered with its cart line, claimed now. */
const orderOf = serviceRecord(
  findOrderOfService,
  claimOrderForService,
  'No Microsoft order waits for this service; order it from the Microsoft 365 page',
)

/**
 * The Partner Center cart of the order: the one kept while it lives (7 days), so a retry checks the
 * same cart out again (Partner Center returns the first checkout's result), else a new one.
 */
async function cartOf(
  ctx: RequestContext,
  row: MicrosoftOrderRow,
  customerId: string,
  target: ProvisioningTarget,
) {
  if (row.pc_cart_id && row.pc_cart_expires_at && row.pc_cart_expires_at > ctx.platform.now())
    return row.pc_cart_id
  const quantity = (await orderedSeats(ctx, target.serviceId)) ?? 1
  const cart = await ctx.platform.partnerCenter.createCart(ctx, customerId, [
    {
      id: 0,
      catalogItemId: row.catalog_item_id,
      quantity,
      billingCycle: row.billing,
      termDuration: row.term,
      friendlyName: target.name.slice(0, 50),
    },
  ])
  await setMicrosoftOrder(ctx, row.id, {
    pc_cart_id: cart.id,
    pc_cart_expires_at: new Date(cart.expirationTimestamp),
  })
  return cart.id
}

/** Checks the order's cart out and links the subscription it made to the service. */
async function checkOut(ctx: RequestContext, row: MicrosoftOrderRow, target: ProvisioningTarget) {
  const tenant = await findTenant(ctx, row.tenant_id)
  if (!tenant) throw new ProvisioningRefused('The Microsoft tenant of this order is gone')
  const pc = ctx.platform.partnerCenter
  const result = await pc.checkout(
    ctx,
    tenant.customer_id,
    await cartOf(ctx, row, tenant.customer_id, target),
  )
  const line = result.orders.flatMap((o) => o.lineItems)[0]
  if (!line) {
    const error = result.orderErrors[0]
    throw new PartnerCenterError(error?.code ?? '400', error?.description ?? 'Nothing was ordered', 400)
  }
  await ctx.transaction(async (tx) => {
    const linkId = await linkOrderedSubscription(tx, {
      company_id: row.company_id,
      tenant_id: row.tenant_id,
      subscription_id: line.subscriptionId,
      service_id: target.serviceId,
      name: target.name,
    })
    await setMicrosoftOrder(tx, row.id, { status: 'active', subscription_id: linkId, error: null })
  })
}

/** A change of the service's subscription; a service without one (never checked out) has nothing to change. */
async function patch(ctx: RequestContext, target: ProvisioningTarget, change: PcSubscriptionPatch) {
  const link = await findLinkOfService(ctx, target.serviceId)
  if (!link) return null
  const pc = ctx.platform.partnerCenter
  const sub = await pc.subscription(ctx, link.customer_id, link.subscription_id)
  if (!sub) return null
  if (sub.status === 'deleted' || sub.status === 'expired') return sub
  if (change.status && sub.status === change.status) return sub
  if (change.status === 'active' && sub.status !== 'suspended') return sub
  if (change.status === 'suspended' && sub.status !== 'active') return sub
  return pc.updateSubscription(ctx, link.customer_id, link.subscription_id, change)
}

/**
 * Partner Center as an order's provisioning adapter ('microsoft', the Microsoft 365 products): the
 * order kept for the cart line is claimed for the service, a Partner Center cart is created for the
 * tenant and checked out (idempotently: the cart is kept and checked out again on a retry) and the
 * subscription is linked to the service. Suspending suspends the subscription; terminating cancels it
 * while its seats are within their 168 hours, and otherwise turns auto-renew off so it ends with its
 * term (new commerce refunds nothing later).
 */
export const microsoftAdapter: ProvisioningAdapter = {
  key: 'microsoft',
  async create(ctx, target) {
    const row = await orderOf(ctx, target)
    if (row.status === 'active' || row.status === 'ended') return done
    if (row.status === 'failed') {
      if (!target.order?.restart)
        throw new ProvisioningRefused(row.error ?? 'Partner Center refused the order')
      // A failed checkout is final for its cart: a new attempt starts a new cart.
      await setMicrosoftOrder(ctx, row.id, { status: 'creating', error: null, pc_cart_id: null })
      row.pc_cart_id = null
    }
    try {
      await checkOut(ctx, row, target)
    } catch (error) {
      // Partner Center being away (5xx, network) is retried by the job; a refusal is final.
      if (!(error instanceof PartnerCenterError) || error.status >= 500) throw error
      await setMicrosoftOrder(ctx, row.id, { status: 'failed', error: error.message.slice(0, 500) })
      throw new ProvisioningRefused(`Partner Center: ${error.message}`)
    }
    return done
  },
  async suspend(ctx, target) {
    await patch(ctx, target, { status: 'suspended' })
    return done
  },
  async unsuspend(ctx, target) {
    await patch(ctx, target, { status: 'active' })
    return done
  },
  async terminate(ctx, target) {
    try {
      await patch(ctx, target, { status: 'deleted' })
    } catch (error) {
      // Past the 168 hours: the subscription runs to its term end and is not renewed.
      if (!(error instanceof PartnerCenterError) || !error.rule) throw error
      await patch(ctx, target, { autoRenewEnabled: false })
    }
    const row = await findOrderOfService(ctx, target.serviceId)
    if (row) await setMicrosoftOrder(ctx, row.id, { status: 'ended' })
    return done
  },
  changePlan: async () => done,
  usage: async () => null,
}
