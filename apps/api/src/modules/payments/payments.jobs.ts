import type { JobData, JobDefinition } from '../../db/queue.ts'

export const PAYMENTS_SANDBOX_WEBHOOK = 'payments.sandbox-webhook'

type WebhookCall = JobData & { url: string; id: string }

/**
 * The sandbox provider calls the webhook as Mollie does: a form post of `id=tr_…` to the payment's
 * webhook URL, retried (with backoff) until it is answered with 2xx.
 */
export const paymentsJobs: JobDefinition[] = [
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
