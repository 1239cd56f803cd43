import type { Service } from '@portico/contracts'
import { addMonths, contractTerms, PERIOD_MONTHS, type RecurringPeriod } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { findService } from '../customers/services.repository.ts'
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
export async function change(
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

export const queueAction = (tx: RequestContext, row: ServiceRow, action: ServiceAction) =>
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
