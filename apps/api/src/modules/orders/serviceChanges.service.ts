import type { BillingPeriod, ServicePlanInput, ServicePriceInput } from '@portico/contracts'
import { ServicePlanInputSchema, ServicePriceInputSchema } from '@portico/contracts'
import { addDays, periodContaining, prorate, type RecurringPeriod } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { BadRequest, Conflict } from '../../lib/errors.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { loadSettings } from '../billing/settings.service.ts'
import { BILLING_RENDER_PDF, issueSystemInvoice } from '../billing/systemInvoice.service.ts'
import { offerFor } from '../catalog/offers.service.ts'
import { findOrderingParty } from './orders.repository.ts'
import { ordersTexts } from './orders.texts.ts'
import { changeService, type ServiceRow } from './services.repository.ts'
import { change, queueAction } from './services.service.ts'

/**
 * A new price per period. From the next period: recurring invoicing uses it. Now: the rest of the
 * period already invoiced is charged at the difference, prorated by days, on an invoice of its own;
 * a lower price takes effect from the next period (nothing is refunded mid-period).
 */
export const changeServicePrice = (ctx: RequestContext, id: string, body: ServicePriceInput) =>
  change(ctx, id, 'service.price_changed', async (tx, row) => {
    const input = ServicePriceInputSchema.parse(body)
    if (row.price_minor === null || !row.period || row.period === 'once')
      throw new Conflict(ordersTexts.notRecurring)
    const before = row.price_minor
    let charged = 0
    if (input.when === 'now') {
      if (input.price_minor <= before)
        throw new BadRequest(ordersTexts.nowOnlyUp, [{ field: 'when', message: 'only for a higher price' }])
      if (row.seller_id && row.seller_id !== tx.providerId)
        throw new BadRequest(ordersTexts.resellerSold, [{ field: 'when', message: 'reseller' }])
      charged = await chargeRest(tx, row, input.price_minor - before)
    }
    await changeService(tx, row.id, { price_minor: input.price_minor })
    return { before, price_minor: input.price_minor, when: input.when, charged_minor: charged }
  })

/**
 * Moves a service to another product of the same category at the company's price for the same
 * period (options start afresh, so a plan with required options is set up through an order). From
 * the next period, or now: the rest of the invoiced period is charged at the difference, prorated,
 * and the adapter changes the plan (a job). A reseller-sold service changes plan through its reseller.
 */
export const changeServicePlan = (ctx: RequestContext, id: string, body: ServicePlanInput) =>
  change(ctx, id, 'service.plan_changed', async (tx, row) => {
    const input = ServicePlanInputSchema.parse(body)
    if (row.price_minor === null || !row.period || row.period === 'once' || !row.product_id)
      throw new Conflict(ordersTexts.notRecurring)
    if (row.seller_id && row.seller_id !== tx.providerId)
      throw new BadRequest(ordersTexts.resellerSold, [{ field: 'product_id', message: 'reseller' }])
    const [current, next] = await Promise.all([
      offerFor(tx, row.company_id, { productId: row.product_id, period: row.period as BillingPeriod }),
      offerFor(tx, row.company_id, { productId: input.product_id, period: row.period as BillingPeriod }),
    ])
    const fits =
      next &&
      next.offer.product_id !== row.product_id &&
      (!current || current.offer.category === next.offer.category) &&
      !next.offer.options.some((o) => o.required)
    if (!next || !fits)
      throw new BadRequest(ordersTexts.planNotOffered, [{ field: 'product_id', message: 'not offered' }])
    const before = { product_id: row.product_id, price_minor: row.price_minor }
    let charged = 0
    if (input.when === 'now') {
      if (next.price_minor > row.price_minor)
        charged = await chargeRest(tx, row, next.price_minor - row.price_minor)
      await queueAction(tx, row, 'change_plan')
    }
    const name =
      (await findOrderingParty(tx, row.company_id))?.language === 'nl'
        ? next.offer.name_nl
        : next.offer.name_en
    await changeService(tx, row.id, {
      product_id: next.offer.product_id,
      name,
      options: {},
      price_minor: next.price_minor,
    })
    return {
      before,
      product_id: next.offer.product_id,
      price_minor: next.price_minor,
      when: input.when,
      charged_minor: charged,
    }
  })

/** Invoices `difference` for the rest of the period already invoiced; returns what was charged. */
async function chargeRest(tx: RequestContext, row: ServiceRow, difference: number): Promise<number> {
  const today = todayOf(tx)
  if (!row.next_due_date || row.next_due_date <= today || !tx.providerId) return 0
  const period = periodContaining(row.start_date ?? today, row.period as RecurringPeriod, today)
  const amount = prorate(difference, period, today)
  if (amount <= 0) return 0
  const invoice = await issueSystemInvoice(tx, {
    settings: await loadSettings(tx, tx.providerId),
    customerId: row.company_id,
    currency: row.currency,
    lines: [
      {
        description: `${row.name}: price change, ${today} – ${addDays(period.end, -1)}`,
        quantity: '1',
        unit_price_minor: amount,
        vat_rate_bp: row.vat_rate_bp ?? 2100,
      },
    ],
  })
  await tx.platform.jobs.send(tx.db, BILLING_RENDER_PDF, {
    providerId: tx.providerId,
    documentId: invoice.id,
  })
  return amount
}
