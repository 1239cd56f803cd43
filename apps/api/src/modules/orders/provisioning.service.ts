import { randomUUID } from 'node:crypto'
import type { RequestContext } from '../../auth/context.ts'
import { NotFound } from '../../lib/errors.ts'
import { render, withValues } from '../../lib/texts.ts'
import { notifyCompany } from '../company/notifications.service.ts'
import { connectivityAdapter } from '../connectivity/provisioning.ts'
import { registrarAdapter } from '../domains/provisioning.ts'
import { hostingAdapter } from '../hosting/provisioning.ts'
import { vpsAdapter } from '../hosting/vpsProvisioning.ts'
import { microsoftAdapter } from '../microsoft/provisioning.ts'
import { notifyStaff } from '../notifications/notifications.service.ts'
import { sslAdapter } from '../ssl/provisioning.ts'
import {
  allItemsDone,
  itemsToProvision,
  lockOrder,
  moveOrder,
  provisioningItem,
  provisionSetting,
  setItemProvisioning,
  setServiceStatus,
} from './orders.repository.ts'
import { ordersTexts } from './orders.texts.ts'
import { type ProvisioningAdapter, ProvisioningRefused } from './provisioning/adapter.ts'
import { manualAdapter } from './provisioning/manual.ts'
import { sandboxAdapter } from './provisioning/sandbox.ts'

export const ORDERS_PROVISION = 'orders.provision'

/**
 * The installed adapters by key; each area issue adds its own (a product names one of
 * PROVISIONING_ADAPTERS). A key named by a product but not installed here (a panel still to be
 * built) is an error, never the sandbox: staff see it on the item and retry later.
 */
const adapters: Record<string, ProvisioningAdapter> = {
  sandbox: sandboxAdapter,
  manual: manualAdapter,
  registrar: registrarAdapter,
  ssl: sslAdapter,
  hosting: hostingAdapter,
  connectivity: connectivityAdapter,
  microsoft: microsoftAdapter,
  vps: vpsAdapter,
}

/** A product names an adapter that this installation does not have. */
export class MissingAdapter extends Error {
  constructor(key: string) {
    super(`No provisioning adapter '${key}' is installed`)
  }
}

export const provisionAt = (ctx: RequestContext, providerId: string) => provisionSetting(ctx, providerId)

/**
 * The adapter of a product by its key (catalog_products.adapter). A service without a product (kept
 * outside the catalogue) has no system the portal knows of: staff act on it by hand (manual).
 */
export function adapterFor(key: string | null): ProvisioningAdapter {
  const adapter = adapters[key ?? 'manual']
  if (!adapter) throw new MissingAdapter(key ?? '')
  return adapter
}

/** Queues the provisioning of an order's items that wait (or failed), in the caller's transaction. */
export async function enqueueProvisioning(ctx: RequestContext, providerId: string, orderId: string) {
  for (const item of await itemsToProvision(ctx, orderId)) {
    await setItemProvisioning(ctx, item.id, 'waiting')
    await ctx.platform.jobs.send(ctx.db, ORDERS_PROVISION, { providerId, orderItemId: item.id })
  }
}

/**
 * One step of one item's provisioning (the job's work): the adapter creates the service; while it is
 * still running the job comes back later; when done the service is active, and the order too once
 * every item is. Safe to run twice: a done item is left alone, the adapter's create is idempotent.
 */
export async function provisionItem(ctx: RequestContext, itemId: string): Promise<{ again: number } | null> {
  const found = await provisioningItem(ctx, itemId)
  if (!found) throw new NotFound()
  const { item, order, service, adapter: key } = found
  if (item.provisioning === 'done' || item.provisioning === 'cancelled' || order.status === 'cancelled')
    return null
  let adapter: ProvisioningAdapter
  try {
    adapter = adapterFor(key)
  } catch (error) {
    // Retrying cannot install it: the item fails at once with the reason; staff retry once it is.
    if (!(error instanceof MissingAdapter)) throw error
    await provisioningFailed(ctx, item.id, error.message)
    return null
  }
  await setItemProvisioning(ctx, item.id, 'running')
  const target = {
    serviceId: service.id,
    companyId: service.company_id,
    productId: service.product_id,
    name: service.name,
    options: service.options as Record<string, unknown>,
    order: {
      period: service.period ?? '',
      priceMinor: service.price_minor ?? 0,
      currency: service.currency,
      domain: item.domain,
      cartItemId: item.cart_item_id,
      // Queued anew (placed, approved, retried by staff) rather than the job coming back or retrying.
      restart: item.provisioning === 'waiting',
    },
  }
  let step: Awaited<ReturnType<ProvisioningAdapter['create']>>
  try {
    step = await adapter.create(ctx, target)
  } catch (error) {
    if (!(error instanceof ProvisioningRefused)) throw error
    await provisioningFailed(ctx, item.id, error.message)
    return null
  }
  if (step.state === 'running') return { again: step.checkAfterSeconds }
  await ctx.transaction(async (tx) => {
    // Two items of one order may finish at the same moment: the order's lock makes the second see the first.
    await lockOrder(tx, order.id)
    await setServiceStatus(tx, service.id, 'active')
    await setItemProvisioning(tx, item.id, 'done')
    if (
      (await allItemsDone(tx, order.id)) &&
      (await moveOrder(tx, order.id, ['pending', 'approved'], 'active'))
    )
      await tellOrderStatus(tx, order, 'ready')
  })
  return null
}

/**
 * Records a failed step on the item (the last attempt); staff retry it from the order. The customer
 * and the staff hear of each failure once (a retry that fails again is a new one).
 */
export async function provisioningFailed(ctx: RequestContext, itemId: string, error: string) {
  const found = await provisioningItem(ctx, itemId)
  await ctx.transaction(async (tx) => {
    await setItemProvisioning(tx, itemId, 'failed', error.slice(0, 500))
    if (!found || found.item.provisioning === 'failed') return
    await tellOrderStatus(tx, found.order, 'failed', found.item.name)
    await notifyStaff(tx, {
      event: 'provisioning_failed',
      key: `provisioning_failed:${itemId}:${randomUUID()}`,
      companyId: found.order.company_id,
      subject: `${found.order.number}: ${found.item.name}`,
      target: { kind: 'order', id: found.order.id },
    })
  })
}

/** The ordering company's people who want order news hear that it is ready, or that a set-up failed. */
function tellOrderStatus(
  tx: RequestContext,
  order: { id: string; number: string; company_id: string },
  what: 'ready' | 'failed',
  item = '',
) {
  const values = { number: order.number, item, link: `${tx.platform.publicUrl}/finances/orders/${order.id}` }
  const [subject, text] =
    what === 'ready'
      ? [ordersTexts.readySubject, ordersTexts.readyText]
      : [ordersTexts.failedSubject, ordersTexts.failedText]
  return notifyCompany(tx, order.company_id, 'order_status', (locale) => ({
    subject: render(withValues(subject, values), locale),
    text: render(withValues(text, values), locale),
  }))
}
