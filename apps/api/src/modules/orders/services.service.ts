import type { BillingPeriod, Service, ServicePlanInput, ServicePriceInput } from '@portico/contracts'
import { ServicePlanInputSchema, ServicePriceInputSchema } from '@portico/contracts'
import {
  addDays,
  addMonths,
  contractTerms,
  PERIOD_MONTHS,
  periodContaining,
  prorate,
  type RecurringPeriod,
} from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { loadSettings } from '../billing/settings.service.ts'
import { BILLING_RENDER_PDF, issueSystemInvoice } from '../billing/systemInvoice.service.ts'
import { offerFor } from '../catalog/offers.service.ts'
import { findService } from '../customers/services.repository.ts'
import { findOrderingParty } from './orders.repository.ts'
import { ordersTexts } from './orders.texts.ts'
import type { ProvisioningTarget } from './provisioning/adapter.ts'
import { adapterFor } from './provisioning.service.ts'
import {
  changeService,
  lockService,
  type ServiceRow,
  servicesOfInvoice,
  servicesToEnd,
} from './services.repository.ts'

export const ORDERS_SERVICE_ACTION = 'orders.service-action'
export const ORDERS_END_SERVICES = 'orders.end-services'
export type ServiceAction = 'suspend' | 'unsuspend' | 'terminate' | 'change_plan'
/** What a service's status becomes once its adapter has done the action (a plan change keeps it). */
const AFTER: Record<ServiceAction, ServiceRow['status'] | null> = {
  suspend: 'suspended',
  unsuspend: 'active',
  terminate: 'terminated',
  change_plan: null,
}

/** One change to a service (staff), in a transaction with its row locked and its audit entry. */
async function change(
  ctx: RequestContext,
  id: string,
  action: string,
  apply: (tx: RequestContext, row: ServiceRow) => Promise<object>,
): Promise<Service> {
  const companyId = await ctx.transaction(async (tx) => {
    const row = await lockService(tx, id)
    if (!row) throw new NotFound(ordersTexts.serviceNotFound)
    const after = await apply(tx, row)
    await audit(tx, { action, entity: 'service', entity_id: id, company_id: row.company_id, after })
    return row.company_id
  })
  const service = await findService(ctx, companyId, id)
  if (!service) throw new NotFound(ordersTexts.serviceNotFound)
  return service
}

const queueAction = (tx: RequestContext, row: ServiceRow, action: ServiceAction) =>
  tx.platform.jobs.send(tx.db, ORDERS_SERVICE_ACTION, {
    providerId: tx.providerId,
    serviceId: row.id,
    action,
  })

/** Suspends an active service through its adapter (a job); its status follows when the adapter is done. */
export const suspendService = (ctx: RequestContext, id: string) =>
  change(ctx, id, 'service.suspend', async (tx, row) => {
    if (row.status !== 'active') throw new Conflict(ordersTexts.notActive)
    await changeService(tx, row.id, { suspended_reason: 'staff' })
    await queueAction(tx, row, 'suspend')
    return { action: 'suspend' }
  })

export const unsuspendService = (ctx: RequestContext, id: string) =>
  change(ctx, id, 'service.unsuspend', async (tx, row) => {
    if (row.status !== 'suspended') throw new Conflict(ordersTexts.notSuspended)
    await queueAction(tx, row, 'unsuspend')
    return { action: 'unsuspend' }
  })

/**
 * Ends a service: at the end of the period already invoiced (recurring invoicing bills nothing from
 * `cancel_at` on), or now (cancelled at once, terminated through its adapter by a job).
 */
export const cancelService = (ctx: RequestContext, id: string, when: 'period_end' | 'now') =>
  change(ctx, id, 'service.cancel', async (tx, row) => {
    if (!['active', 'suspended', 'pending'].includes(row.status)) throw new Conflict(ordersTexts.alreadyEnded)
    const today = todayOf(tx)
    if (when === 'now') {
      await changeService(tx, row.id, { status: 'cancelled', cancel_at: today })
      await queueAction(tx, row, 'terminate')
      return { when, cancel_at: today }
    }
    const cancelAt = noticeEnd(row, today)
    await changeService(tx, row.id, { cancel_at: cancelAt })
    return { when, cancel_at: cancelAt }
  })

/**
 * Where a notice given `today` ends a service: never before the periods already invoiced, and, where
 * the sale made a contract (a minimum term or a notice period), not before the contract allows.
 */
function noticeEnd(row: ServiceRow, today: string): string {
  const invoiced = row.next_due_date && row.next_due_date > today ? row.next_due_date : today
  const period = row.period
  if (!row.start_date || !period || !(period in PERIOD_MONTHS)) return invoiced
  if (row.commitment_months === 0 && row.notice_days === 0) return invoiced
  const { earliestEnd } = contractTerms(
    {
      start: row.start_date,
      period: period as RecurringPeriod,
      commitmentMonths: row.commitment_months,
      noticeDays: row.notice_days,
    },
    today,
  )
  return earliestEnd > invoiced ? earliestEnd : invoiced
}

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
      await tx.platform.jobs.send(tx.db, ORDERS_SERVICE_ACTION, {
        providerId: tx.providerId,
        serviceId: row.id,
        action: 'change_plan',
      })
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

/** What an adapter is asked to act on, for a service outside an order. */
export const serviceTarget = (row: ServiceRow): ProvisioningTarget => ({
  serviceId: row.id,
  companyId: row.company_id,
  productId: row.product_id,
  name: row.name,
  options: row.options as Record<string, unknown>,
})

/**
 * The job: the adapter acts on the service, then its status follows. Safe to run twice. A step the
 * adapter is still running (a panel's task) returns when to come back; the status follows when done.
 */
export async function runServiceAction(
  ctx: RequestContext,
  serviceId: string,
  action: ServiceAction,
): Promise<{ again: number } | null> {
  const row = await ctx.transaction((tx) => lockService(tx, serviceId))
  if (!row || row.status === AFTER[action] || (action !== 'terminate' && row.status === 'cancelled'))
    return null
  const after = AFTER[action]
  const adapter = adapterFor(row.adapter)
  const target = serviceTarget(row)
  const step =
    action === 'change_plan'
      ? await adapter.changePlan(ctx, target, row.product_id ?? '')
      : await adapter[action](ctx, target)
  if (step.state === 'running') return { again: step.checkAfterSeconds }
  if (action === 'change_plan') return null
  const reason = action === 'suspend' ? {} : { suspended_reason: null }
  await ctx.transaction((tx) => changeService(tx, serviceId, { status: after ?? row.status, ...reason }))
  return null
}

/**
 * An invoice is overdue past the suspension day (the dunning run): the active services it bills are
 * suspended for it. Paying it resumes exactly those (`resumeForInvoice`). Safe to run twice.
 */
export async function suspendForInvoice(ctx: RequestContext, documentId: string): Promise<void> {
  for (const service of await servicesOfInvoice(ctx, documentId)) {
    if (service.status !== 'active') continue
    await change(ctx, service.id, 'service.suspended_overdue', async (tx, row) => {
      if (row.status !== 'active') return { skipped: true }
      await changeService(tx, row.id, { suspended_reason: `overdue:${documentId}` })
      await queueAction(tx, row, 'suspend')
      return { invoice: documentId }
    })
  }
}

export async function resumeForInvoice(ctx: RequestContext, documentId: string): Promise<void> {
  for (const service of await servicesOfInvoice(ctx, documentId)) {
    if (service.reason !== `overdue:${documentId}`) continue
    await change(ctx, service.id, 'service.resumed_paid', async (tx, row) => {
      if (row.suspended_reason !== `overdue:${documentId}`) return { skipped: true }
      await changeService(tx, row.id, { suspended_reason: null })
      await queueAction(tx, row, 'unsuspend')
      return { invoice: documentId }
    })
  }
}

/**
 * The daily end of services cancelled at a period end: on their `cancel_at` they are cancelled and
 * terminated through their adapter. Safe to run twice: an ended service is not picked again.
 */
export async function endDueServices(ctx: RequestContext, providerId: string): Promise<number> {
  const due = await servicesToEnd(ctx, providerId, todayOf(ctx))
  for (const { id } of due) {
    await change(ctx, id, 'service.ended', async (tx, row) => {
      if (row.status !== 'active' && row.status !== 'suspended') return { skipped: true }
      await changeService(tx, row.id, { status: 'cancelled' })
      await queueAction(tx, row, 'terminate')
      return { cancel_at: row.cancel_at }
    })
  }
  return due.length
}

/**
 * A service whose term an outside system decides (a domain's expiry): its periods are moved to end
 * on `termEnd`, so that the next invoice bills the next term from that day (a transferred domain
 * keeps its own expiry). Periods already invoiced stay as they are.
 */
export async function alignServiceTerm(ctx: RequestContext, serviceId: string, termEnd: string) {
  await ctx.transaction(async (tx) => {
    const row = await lockService(tx, serviceId)
    const months = row?.period ? PERIOD_MONTHS[row.period as RecurringPeriod] : undefined
    if (!row || !months || row.next_due_date === termEnd) return
    await changeService(tx, serviceId, {
      start_date: addMonths(termEnd, -months),
      next_due_date: termEnd,
    })
  })
}

/**
 * Ends a service on `day` (its last term is not renewed), or takes that back (null), unless it was
 * cancelled otherwise; an outside system's setting (a domain's auto-renew) follows it.
 */
export async function setServiceEnd(ctx: RequestContext, serviceId: string, day: string | null) {
  await ctx.transaction(async (tx) => {
    const row = await lockService(tx, serviceId)
    if (!row || !['active', 'suspended', 'pending'].includes(row.status)) return
    await changeService(tx, serviceId, { cancel_at: day })
  })
}
