import type { JobData, JobDefinition } from '../../db/queue.ts'
import { forEachIssuer } from '../billing/billing.jobs.ts'
import { collectDueInvoices } from './automatic.service.ts'
import { scheduleCollections } from './directDebit/collections.service.ts'

export const PAYMENTS_SANDBOX_WEBHOOK = 'payments.sandbox-webhook'
export const PAYMENTS_DIRECT_DEBITS = 'payments.direct-debits'
export const PAYMENTS_AUTOMATIC = 'payments.automatic'

type WebhookCall = JobData & { url: string; id: string }

/**
 * The sandbox provider calls the webhook as Mollie does: a form post of `id=tr_…` to the payment's
 * webhook URL, retried (with backoff) until it is answered with 2xx.
 */
export const paymentsJobs: JobDefinition[] = [
  {
    // Every morning: open invoices of customers with a mandate are scheduled for collection and pre-notified.
    name: PAYMENTS_DIRECT_DEBITS,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300 },
    schedule: { cron: '15 6 * * *', data: { providerId: null } },
    handler: forEachIssuer((ctx) => scheduleCollections(ctx)),
  },
  {
    // Every morning: due invoices of companies with a mandate at the payment provider are collected through it.
    name: PAYMENTS_AUTOMATIC,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300 },
    schedule: { cron: '30 7 * * *', data: { providerId: null } },
    handler: forEachIssuer((ctx) => collectDueInvoices(ctx)),
  },
  {
    name: PAYMENTS_SANDBOX_WEBHOOK,
    options: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
    handler: async (_env, data) => {
      const { url, id } = data as WebhookCall
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
        signal: AbortSignal.timeout(15_000),
      })
      if (!answer.ok) throw new Error(`webhook ${url} answered ${answer.status}`)
    },
  },
]
