import { type CheckoutInput, CheckoutInputSchema, type Order } from '@portico/contracts'
import { addDays, PERIOD_MONTHS, periodStart, type RecurringPeriod } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { systemContext } from '../../auth/system.ts'
import { audit } from '../../lib/audit.ts'
import { nextNumber } from '../../lib/counters.ts'
import { BadRequest, Conflict } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { offerFor } from '../catalog/offers.service.ts'
import { recordPromotionUse } from '../catalog/promotions.service.ts'
import { cartDomainIssues, domainLineRefused } from '../domains/ordering.service.ts'
import { notifyStaff } from '../notifications/notifications.service.ts'
import { clearCart, setPromotionCode } from './cart.repository.ts'
import { type PricedLine, pricedCart } from './cart.service.ts'
import { type InvoicePlan, invoiceAtCheckout } from './orderInvoice.service.ts'
import { findOrderingParty, insertOrder, insertOrderItem, insertService } from './orders.repository.ts'
import { getOrder } from './orders.service.ts'
import { ordersTexts } from './orders.texts.ts'
import { priceLine } from './pricing.ts'
import { enqueueProvisioning, provisionAt } from './provisioning.service.ts'

const recurring = (period: string): period is RecurringPeriod => period in PERIOD_MONTHS

/** Thrown inside the checkout's transaction when the promotion's last use went to another order. */
class PromotionTaken extends Error {}

/** Takes the code off the cart (the customer sees the new total) and says so: 409. */
async function promotionEnded(
  ctx: RequestContext,
  cart: { id: string; promotion_code: string | null },
): Promise<never> {
  await setPromotionCode(ctx, cart.id, null)
  throw new Conflict(withValues(ordersTexts.promotionEnded, { code: cart.promotion_code ?? '' }))
}

/** Runs the checkout's transaction; a promotion taken meanwhile rolls it back and ends the promotion. */
async function placeOrder(
  ctx: RequestContext,
  cart: { id: string; promotion_code: string | null },
  work: (tx: RequestContext) => Promise<string>,
): Promise<string> {
  try {
    return await ctx.transaction(work)
  } catch (error) {
    if (error instanceof PromotionTaken) return promotionEnded(ctx, cart)
    throw error
  }
}

/**
 * Places the cart as an order, once: the order and its items, one pending service per item, the
 * invoice for the first period and setup fees (to the customer, or to its reseller at the reseller's
 * purchase price), the first periods recorded as invoiced, the promotion's use, the emptied cart,
 * all in one transaction. Provisioning starts now, at approval or at payment (the provider's setting).
 */
export async function checkout(ctx: RequestContext, raw: CheckoutInput): Promise<Order> {
  const input = CheckoutInputSchema.parse(raw)
  const { cart, view, lines } = await pricedCart(ctx)
  if (lines.length === 0) throw new Conflict(ordersTexts.cartEmpty)
  // A code that stopped applying since the cart was shown (ended, used up) is never dropped silently.
  if (cart.promotion_code && !view.promotion?.applies) await promotionEnded(ctx, cart)
  const problems = lines.flatMap((l, i) => (l.problem ? [{ field: `items.${i}`, message: l.problem }] : []))
  if (problems.length) throw new BadRequest(ordersTexts.cartHasProblems, problems)
  const domainIssues = await cartDomainIssues(ctx, cart.company_id, lines)
  if (domainIssues.length) throw domainLineRefused(domainIssues)
  const party = await findOrderingParty(ctx, cart.company_id)
  if (!party) throw new BadRequest(ordersTexts.chooseCompany, [{ field: 'X-Company', message: 'unknown' }])
  const today = todayOf(ctx)
  // The reseller's purchase prices are not the buyer's to see: the system reads them.
  const system = await systemContext({ db: ctx.db, platform: ctx.platform }, party.providerId)
  const costs = party.resellerId ? await resellerCosts(system, party.resellerId, lines) : null

  const orderId = await placeOrder(ctx, cart, async (tx) => {
    // Emptying the cart first locks its items: a second checkout of the same cart (another tab,
    // another Idempotency-Key) waits here and then finds them gone.
    if ((await clearCart(tx, cart.id)) !== lines.length) throw new Conflict(ordersTexts.cartEmpty)
    const year = Number(today.slice(0, 4))
    const sequence = await nextNumber(tx, party.providerId, 'order', year)
    const number = `ORD-${year}-${String(sequence).padStart(5, '0')}`
    const orderId = await insertOrder(tx, {
      provider_id: party.providerId,
      company_id: cart.company_id,
      seller_id: party.resellerId ?? party.providerId,
      number,
      currency: view.currency,
      subtotal_minor: view.subtotal_minor,
      discount_minor: view.discount_minor,
      vat_minor: view.vat_minor,
      total_minor: view.total_minor,
      promotion_code: view.promotion?.applies ? view.promotion.code : null,
      promotion_id: lines.find((l) => l.promotionId)?.promotionId ?? null,
      notes: input.notes ?? null,
      placed_by: ctx.user.id,
      terms_accepted_at: tx.platform.now(),
      order_date: today,
    })
    const invoiceLines = []
    const claims = []
    // A reseller's customer gets the reseller's own invoice at the price it pays (issue 25 item 9).
    const resale = party.resellerId
      ? {
          issuerId: party.resellerId,
          billedId: cart.company_id,
          lines: [] as InvoiceLine[],
          claims: [] as Claim[],
        }
      : undefined
    for (const [i, line] of lines.entries()) {
      // A domain's service is named by the domain name.
      const name = line.stored?.name ?? (party.language === 'nl' ? line.name_nl : line.name_en)
      const cost = costs?.[i]
      const next = recurring(line.period) ? periodStart(today, line.period, 1) : null
      const serviceId = await insertService(tx, {
        company_id: cart.company_id,
        type: line.category,
        name,
        status: 'pending',
        product_id: line.product_id,
        seller_id: party.resellerId ?? party.providerId,
        currency: view.currency,
        period: line.period,
        price_minor: line.unit_price_minor * line.quantity,
        cost_minor: cost ? cost.unit * line.quantity : null,
        // The promotion's discount of later periods (the first is on the order's invoice).
        discount_minor: line.discount_minor,
        discount_periods: line.promotionPeriods === null ? null : Math.max(line.promotionPeriods - 1, 0),
        vat_rate_bp: line.vat_rate_bp,
        options: line.options,
        start_date: today,
        next_due_date: next,
        commitment_months: line.commitment_months,
        notice_days: line.notice_days,
      })
      await insertOrderItem(tx, {
        order_id: orderId,
        position: i + 1,
        product_id: line.product_id,
        name,
        period: line.period,
        quantity: line.quantity,
        options: line.options,
        unit_price_minor: line.unit_price_minor,
        setup_minor: line.setup_minor,
        discount_minor: line.discount_minor,
        vat_rate_bp: line.vat_rate_bp,
        service_id: serviceId,
        domain: line.stored,
        subject: line.subject,
        cart_item_id: line.id,
      })
      const first = { name, line, serviceId, today, next, code: view.promotion?.code ?? '' }
      // The provider bills its own customer what the customer pays, or the reseller its purchase price.
      const billed = cost ? { ...cost, discount: 0 } : sold(line)
      const own = firstPeriod(first, billed, party.billedId)
      invoiceLines.push(...own.lines)
      claims.push(...own.claims)
      if (resale) {
        const theirs = firstPeriod(first, sold(line), resale.billedId)
        resale.lines.push(...theirs.lines)
        resale.claims.push(...theirs.claims)
      }
    }
    const provisionMode = await provisionAt(tx, party.providerId)
    await invoiceAtCheckout(
      tx,
      { id: orderId, providerId: party.providerId, waitsForApproval: provisionMode === 'approval' },
      { billedId: party.billedId, currency: view.currency, lines: invoiceLines, claims, resale },
    )
    const promotionId = lines.find((l) => l.promotionId)?.promotionId
    const use = { promotionId: promotionId ?? '', companyId: cart.company_id, reference: orderId }
    // Another order took the promotion's last use meanwhile: the customer sees the cart priced again.
    if (promotionId && !(await recordPromotionUse(tx, use))) throw new PromotionTaken()
    if (provisionMode === 'order') await enqueueProvisioning(tx, party.providerId, orderId)
    if (provisionMode === 'approval')
      await notifyStaff(tx, {
        event: 'order_awaiting_approval',
        key: `order_awaiting_approval:${orderId}`,
        companyId: cart.company_id,
        subject: number,
        target: { kind: 'order', id: orderId },
        actorId: ctx.user.id,
      })
    await audit(tx, {
      action: 'order.placed',
      entity: 'order',
      entity_id: orderId,
      company_id: cart.company_id,
      after: { total_minor: view.total_minor },
    })
    return orderId
  })
  return getOrder(ctx, orderId)
}

/** What the reseller pays the provider per unit for each line (its own price list, options included). */
async function resellerCosts(ctx: RequestContext, resellerId: string, lines: PricedLine[]) {
  return Promise.all(
    lines.map(async (line) => {
      const found = await offerFor(ctx, resellerId, { productId: line.product_id, period: line.period })
      if (!found) throw new BadRequest(ordersTexts.notOrderable, [{ field: 'items', message: line.code }])
      const priced = priceLine(found.offer, found, line.options)
      return { unit: priced.unitMinor, setup: priced.setupMinor }
    }),
  )
}

const addDaysBefore = (date: string) => addDays(date, -1)

type InvoiceLine = InvoicePlan['lines'][number]
type Claim = InvoicePlan['claims'][number]
type Charge = { unit: number; setup: number; discount: number }

/** What the customer pays for a line: its price, setup fee and promotion discount. */
const sold = (line: PricedLine): Charge => ({
  unit: line.unit_price_minor,
  setup: line.setup_minor,
  discount: line.discount_minor,
})

/** The invoice lines of an item's first period (with setup fee and discount), and the period's claim. */
function firstPeriod(
  item: {
    name: string
    line: PricedLine
    serviceId: string
    today: string
    next: string | null
    code: string
  },
  charge: Charge,
  billedId: string,
): { lines: InvoiceLine[]; claims: Claim[] } {
  const { name, line, serviceId, today, next } = item
  const lines: InvoiceLine[] = [
    {
      description: next ? `${name}, ${today} – ${addDaysBefore(next)}` : name,
      quantity: String(line.quantity),
      unit_price_minor: charge.unit,
      vat_rate_bp: line.vat_rate_bp,
      product_id: line.product_id,
      period_start: today,
      period_end: next ? addDaysBefore(next) : today,
    },
  ]
  if (charge.setup > 0) lines.push(extraLine(`${name}: setup`, line, charge.setup))
  if (charge.discount > 0)
    lines.push(extraLine(`${name}: ${item.code}`, { ...line, quantity: 1 }, -charge.discount))
  const claims = next
    ? [
        {
          service_id: serviceId,
          period_start: today,
          period_end: next,
          billed_id: billedId,
          amount_minor: charge.unit * line.quantity - charge.discount,
        },
      ]
    : []
  return { lines, claims }
}

const extraLine = (description: string, line: PricedLine, unit: number) => ({
  description,
  quantity: String(line.quantity),
  unit_price_minor: unit,
  vat_rate_bp: line.vat_rate_bp,
  product_id: line.product_id,
  period_start: null,
  period_end: null,
})
