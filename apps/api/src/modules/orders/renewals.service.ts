import type { RequestContext } from '../../auth/context.ts'
import type { JobData } from '../../db/queue.ts'
import type { PaidPeriod } from './provisioning/adapter.ts'
import { adapterFor, MissingAdapter } from './provisioning.service.ts'
import { lockService, periodsOfInvoice } from './services.repository.ts'
import { serviceTarget } from './services.service.ts'

/** The queue that renews one paid period of a service at its outside system. */
export const ORDERS_RENEW = 'orders.renew'
export type RenewData = JobData & { serviceId: string; period: PaidPeriod }

/** An adapter that renews terms, or null (most systems need nothing when a period is paid). */
function renewerOf(key: string | null) {
  try {
    return adapterFor(key).renew ? adapterFor(key) : null
  } catch (error) {
    if (error instanceof MissingAdapter) return null
    throw error
  }
}

/**
 * An invoice is paid in full: every service period it bills whose adapter renews terms (a domain's
 * registry) is renewed there by a job of its own, so that one slow registry holds up nothing else.
 * Safe to run twice: an adapter's renewal is keyed by the period.
 */
export async function renewForInvoice(ctx: RequestContext, documentId: string): Promise<number> {
  let queued = 0
  for (const p of await periodsOfInvoice(ctx, documentId)) {
    if (!renewerOf(p.adapter)) continue
    const period = {
      start: p.period_start,
      end: p.period_end,
      amountMinor: p.amount_minor,
      currency: p.currency,
    }
    await ctx.platform.jobs.send(ctx.db, ORDERS_RENEW, {
      providerId: ctx.providerId,
      serviceId: p.service_id,
      period,
    } satisfies RenewData)
    queued += 1
  }
  return queued
}

/** One step of a period's renewal (the job's work); `again` when the outside system is still busy. */
export async function renewPeriod(
  ctx: RequestContext,
  { serviceId, period }: Pick<RenewData, 'serviceId' | 'period'>,
): Promise<{ again: number } | null> {
  const row = await ctx.transaction((tx) => lockService(tx, serviceId))
  const adapter = row ? renewerOf(row.adapter) : null
  if (!row || !adapter?.renew) return null
  const step = await adapter.renew(ctx, serviceTarget(row), period)
  return step.state === 'running' ? { again: step.checkAfterSeconds } : null
}
