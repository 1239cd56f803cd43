import {
  type BillingPeriod,
  type Order,
  type OrderSettings,
  type OrderSettingsInput,
  OrderSettingsInputSchema,
  type OrderStatus,
  type OrderTerms,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { productNameOf } from '../../lib/productName.ts'
import { withValues } from '../../lib/texts.ts'
import { creditOpenInvoice } from '../billing/credit.service.ts'
import { domainLineView } from '../domains/ordering.service.ts'
import { creditResale, invoiceAtApproval } from './orderInvoice.service.ts'
import {
  cancelOrderServices,
  findOrder,
  listOrders,
  moveOrder,
  orderOfInvoice,
  orderSettingsOf,
  saveOrderSettings,
  takeInvoicePlan,
} from './orders.repository.ts'
import { ordersTexts } from './orders.texts.ts'
import { enqueueProvisioning, provisionAt } from './provisioning.service.ts'

type Found = NonNullable<Awaited<ReturnType<typeof findOrder>>>
type Summary = Omit<Found, 'items'>

const toSummary = ({
  row,
  company_name,
  placed_by,
  invoice_number,
}: Summary): Omit<Order, 'items' | 'notes'> => ({
  id: row.id,
  number: row.number,
  company_id: row.company_id,
  company_name,
  status: row.status,
  currency: row.currency,
  subtotal_minor: row.subtotal_minor,
  discount_minor: row.discount_minor,
  vat_minor: row.vat_minor,
  total_minor: row.total_minor,
  promotion_code: row.promotion_code,
  invoice_id: invoice_number ? row.invoice_id : null,
  invoice_number: invoice_number ?? null,
  placed_by,
  created_at: row.created_at.toISOString(),
  version: row.version,
})

const toOrder = (found: Found): Order => ({
  ...toSummary(found),
  notes: found.row.notes,
  items: found.items.map((i) => ({
    id: i.id,
    product_id: i.product_id,
    name: i.name,
    period: i.period as BillingPeriod,
    quantity: i.quantity,
    options: i.options as Order['items'][number]['options'],
    unit_price_minor: i.unit_price_minor,
    setup_minor: i.setup_minor,
    discount_minor: i.discount_minor,
    vat_rate_bp: i.vat_rate_bp,
    service_id: i.service_id,
    domain: domainLineView(i.domain),
    subject: i.subject,
    product_name: productNameOf(i.name, i.product_en, i.product_nl),
    adapter: i.adapter,
    provisioning: i.provisioning,
    error: i.error,
  })),
})

export async function getOrder(ctx: RequestContext, id: string): Promise<Order> {
  const found = await findOrder(ctx, id)
  if (!found) throw new NotFound(ordersTexts.orderNotFound)
  return toOrder(found)
}

/** Staff: their provider's orders; everyone else: their companies' (a reseller's people: its customers' too). */
export async function orderList(ctx: RequestContext, query: { status?: OrderStatus; limit: number }) {
  return (await listOrders(ctx, query)).map(toSummary)
}

/** Staff approve a pending order; provisioning starts now when the provider's setting says "at approval". */
export async function approveOrder(ctx: RequestContext, id: string): Promise<Order> {
  await ctx.transaction(async (tx) => {
    const row = await moveOrder(tx, id, ['pending'], 'approved')
    if (!row) throw await notPendingOr404(tx, id)
    await invoiceAtApproval(tx, row)
    if ((await provisionAt(tx, row.provider_id)) !== 'payment')
      await enqueueProvisioning(tx, row.provider_id, id)
    await audit(tx, { action: 'order.approved', entity: 'order', entity_id: id, company_id: row.company_id })
  })
  return getOrder(ctx, id)
}

/**
 * Staff cancel a pending order: its services are cancelled before they start, and its invoice, when
 * not paid in full, is credited in full (else dunning would chase it), in the same transaction. An
 * order that waited for approval has no invoice yet: its plan goes with it.
 */
export async function cancelOrder(ctx: RequestContext, id: string): Promise<Order> {
  await ctx.transaction(async (tx) => {
    const row = await moveOrder(tx, id, ['pending'], 'cancelled')
    if (!row) throw await notPendingOr404(tx, id)
    await cancelOrderServices(tx, id)
    await takeInvoicePlan(tx, id)
    const notes = withValues(ordersTexts.cancelledCredit, { number: row.number })
    const creditNote = row.invoice_id ? await creditOpenInvoice(tx, row.invoice_id, notes) : null
    // The reseller's invoice to its customer goes too: nobody pays for what will not be delivered.
    const resale = row.resale_invoice_id
    if (resale && row.seller_id)
      await creditResale(tx, { ...row, seller_id: row.seller_id, resale_invoice_id: resale }, notes)
    await audit(tx, {
      action: 'order.cancelled',
      entity: 'order',
      entity_id: id,
      company_id: row.company_id,
      after: { credit_note_id: creditNote },
    })
  })
  return getOrder(ctx, id)
}

/** Staff retry the failed provisioning steps of an approved order. */
export async function retryProvisioning(ctx: RequestContext, id: string): Promise<Order> {
  const order = await getOrder(ctx, id)
  if (!order.items.some((i) => i.provisioning === 'failed')) throw new Conflict(ordersTexts.notFailed)
  await ctx.transaction(async (tx) => {
    const found = await findOrder(tx, id)
    if (!found) throw new NotFound(ordersTexts.orderNotFound)
    await enqueueProvisioning(tx, found.row.provider_id, id)
    await audit(tx, {
      action: 'order.provisioning_retried',
      entity: 'order',
      entity_id: id,
      company_id: order.company_id,
    })
  })
  return getOrder(ctx, id)
}

async function notPendingOr404(ctx: RequestContext, id: string) {
  return (await findOrder(ctx, id))
    ? new Conflict(ordersTexts.notPending)
    : new NotFound(ordersTexts.orderNotFound)
}

/**
 * An order's invoice is paid in full (the `billing.invoice-paid` job). When the provider sets services
 * up at payment, the order is approved by the payment and its provisioning starts; otherwise nothing
 * changes. Safe to run twice: an order already approved only has its waiting items queued again,
 * and provisioning a done item changes nothing.
 */
export async function startAtPayment(ctx: RequestContext, documentId: string): Promise<void> {
  const order = await orderOfInvoice(ctx, documentId)
  if (!order || (order.status !== 'pending' && order.status !== 'approved')) return
  if ((await provisionAt(ctx, order.provider_id)) !== 'payment') return
  await ctx.transaction(async (tx) => {
    if (await moveOrder(tx, order.id, ['pending'], 'approved'))
      await audit(tx, {
        action: 'order.approved_by_payment',
        entity: 'order',
        entity_id: order.id,
        company_id: order.company_id,
      })
    await enqueueProvisioning(tx, order.provider_id, order.id)
  })
}

/** The provider's order settings (staff). */
export const getOrderSettings = (ctx: RequestContext): Promise<OrderSettings> =>
  orderSettingsOf(ctx, settingsProvider(ctx))

export async function updateOrderSettings(
  ctx: RequestContext,
  body: OrderSettingsInput,
): Promise<OrderSettings> {
  const input = OrderSettingsInputSchema.parse(body)
  const providerId = settingsProvider(ctx)
  await ctx.transaction(async (tx) => {
    const before = await orderSettingsOf(tx, providerId)
    await saveOrderSettings(tx, providerId, input)
    await audit(tx, {
      action: 'order_settings.updated',
      entity: 'order_settings',
      entity_id: providerId,
      company_id: providerId,
      before,
      after: input,
    })
  })
  return orderSettingsOf(ctx, providerId)
}

/** The terms and conditions a customer accepts at checkout: its provider's. */
export async function orderTerms(ctx: RequestContext): Promise<OrderTerms> {
  const { terms_en, terms_nl } = await orderSettingsOf(ctx, settingsProvider(ctx))
  return { terms_en, terms_nl }
}

function settingsProvider(ctx: RequestContext): string {
  if (!ctx.providerId) throw new Forbidden()
  return ctx.providerId
}
