import { systemContext } from '../../auth/system.ts'
import type { JobData, JobDefinition } from '../../db/queue.ts'
import { untilDone } from '../../lib/jobs.ts'
import { forEachProvider } from '../billing/billing.jobs.ts'
import { BILLING_INVOICE_PAID } from '../billing/ledger.service.ts'
import { BILLING_INVOICE_OVERDUE } from '../billing/systemInvoice.service.ts'
import { restoreForInvoice } from '../domains/restore.service.ts'
import { startAtPayment } from './orders.service.ts'
import { ORDERS_PROVISION, provisionItem, provisioningFailed } from './provisioning.service.ts'
import { ORDERS_RENEW, type RenewData, renewForInvoice, renewPeriod } from './renewals.service.ts'
import {
  endDueServices,
  ORDERS_END_SERVICES,
  ORDERS_SERVICE_ACTION,
  resumeForInvoice,
  runServiceAction,
  type ServiceAction,
  suspendForInvoice,
} from './services.service.ts'

type ProvisionData = JobData & { orderItemId: string }
type ActionData = JobData & { serviceId: string; action: ServiceAction }

/**
 * Provisioning an order item through its adapter (a step still running comes back when the adapter
 * says), and an order's invoice paid in full (provisioning starts when the provider sets up at payment).
 */
export const ordersJobs: JobDefinition[] = [
  {
    // Services cancelled at a period end end on that day (01:00 in the provider's time zone).
    name: ORDERS_END_SERVICES,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300 },
    schedule: { cron: '0 1 * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => endDueServices(ctx, id)),
  },
  {
    name: BILLING_INVOICE_OVERDUE,
    handler: async (env, data, job) => {
      const { providerId, issuerId, documentId } = data as JobData & { issuerId?: string; documentId: string }
      const ctx = await systemContext(env, providerId, `job:${job.id}`, issuerId ?? providerId)
      await suspendForInvoice(ctx, documentId)
    },
  },
  {
    name: ORDERS_SERVICE_ACTION,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: untilDone<ActionData>(ORDERS_SERVICE_ACTION, async (ctx, action) => {
      const next = await runServiceAction(ctx, action.serviceId, action.action)
      return next ? next.again : null
    }),
  },
  {
    name: BILLING_INVOICE_PAID,
    handler: async (env, data, job) => {
      const { providerId, issuerId, documentId } = data as JobData & { issuerId?: string; documentId: string }
      const ctx = await systemContext(env, providerId, `job:${job.id}`, issuerId ?? providerId)
      await startAtPayment(ctx, documentId)
      await resumeForInvoice(ctx, documentId)
      await renewForInvoice(ctx, documentId)
      await restoreForInvoice(ctx, documentId)
    },
  },
  {
    // A paid period renewed at its outside system; a process still running brings the job back.
    name: ORDERS_RENEW,
    options: { retryLimit: 8, retryDelay: 60, retryBackoff: true },
    handler: untilDone<RenewData>(ORDERS_RENEW, async (ctx, renewal) => {
      const next = await renewPeriod(ctx, renewal)
      return next ? next.again : null
    }),
  },
  {
    name: ORDERS_PROVISION,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: async (env, data, job) => {
      const { providerId, orderItemId } = data as ProvisionData
      const ctx = await systemContext(env, providerId, `job:${job.id}`)
      try {
        const next = await provisionItem(ctx, orderItemId)
        if (next)
          await env.queue.send(env.db, ORDERS_PROVISION, data as ProvisionData, { startAfter: next.again })
      } catch (error) {
        if (job.retryCount >= job.retryLimit)
          await provisioningFailed(ctx, orderItemId, (error as Error).message)
        throw error
      }
    },
  },
]
