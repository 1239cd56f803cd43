import type { RequestContext } from '../../auth/context.ts'
import { systemContext } from '../../auth/system.ts'
import type { JobData, JobDefinition } from '../../db/queue.ts'
import { unrenderedDocuments } from './documents.repository.ts'
import { staffDocument } from './documents.service.ts'
import { runDunning } from './dunning.service.ts'
import { pdfOf } from './pdfFiles.service.ts'
import { issuers, providerIds } from './recurring.repository.ts'
import { runRecurringInvoicing } from './recurring.service.ts'
import { BILLING_RENDER_PDF } from './systemInvoice.service.ts'

export const BILLING_RECURRING = 'billing.recurring'
export const BILLING_DUNNING = 'billing.dunning'

/** A daily job's handler: `run` as the system for the provider the job names, or for every provider. */
export const forEachProvider =
  (
    run: (ctx: RequestContext, providerId: string, jobId: string) => Promise<unknown>,
  ): JobDefinition['handler'] =>
  async (env, data, job) => {
    const { providerId } = data as JobData
    const base = await systemContext(env, null, `job:${job.id}`)
    for (const id of providerId ? [providerId] : await providerIds(base)) {
      await run(await systemContext(env, id, `job:${job.id}`), id, job.id)
    }
  }

/**
 * A daily job on the books: `run` as the system keeping the books of the issuer the job names
 * (`issuerId`, with its `providerId`), or of every issuer (each provider and each reseller).
 */
export const forEachIssuer =
  (run: (ctx: RequestContext, issuerId: string) => Promise<unknown>): JobDefinition['handler'] =>
  async (env, data, job) => {
    const { providerId, issuerId } = data as JobData & { issuerId?: string }
    const base = await systemContext(env, null, `job:${job.id}`)
    const all = issuerId && providerId ? [{ id: issuerId, provider_id: providerId }] : await issuers(base)
    for (const issuer of all) {
      await run(await systemContext(env, issuer.provider_id, `job:${job.id}`, issuer.id), issuer.id)
    }
  }

/**
 * Recurring invoicing every night at 03:00 in the provider's time zone (or when staff start a run):
 * for one provider when the job names it, otherwise for every provider. One run at a time.
 * Rendering an issued invoice's PDF happens off the issuing path, before anyone reads or mails it.
 */
export const billingJobs: JobDefinition[] = [
  {
    name: BILLING_RECURRING,
    // A worker that dies mid-run (kill -9) stops heart-beating: the job is retried and finishes the run.
    options: {
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 300,
      expireInSeconds: 3 * 3600,
      heartbeatSeconds: 60,
    },
    schedule: { cron: '0 3 * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id, jobId) => runRecurringInvoicing(ctx, id, jobId)),
  },
  {
    // Reminders go out in office hours: 09:00 in the provider's time zone.
    name: BILLING_DUNNING,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
    schedule: { cron: '0 9 * * *', data: { providerId: null } },
    handler: forEachIssuer((ctx, id) => runDunning(ctx, id)),
  },
  {
    name: BILLING_RENDER_PDF,
    options: { retryLimit: 5, retryDelay: 10 },
    handler: async (env, data, job) => {
      const { providerId, issuerId, documentId } = data as JobData & {
        issuerId?: string
        documentId?: string
      }
      const books = issuerId ?? providerId
      const ctx = await systemContext(env, providerId, `job:${job.id}`, books)
      if (documentId) return void (await pdfOf(ctx, await staffDocument(ctx, documentId)))
      // A run's invoices: every issued document of the issuer without its PDF, in batches.
      if (!books) return
      for (let batch = await unrenderedDocuments(ctx, books, 100); batch.length; ) {
        for (const id of batch) await pdfOf(ctx, await staffDocument(ctx, id))
        batch = await unrenderedDocuments(ctx, books, 100)
      }
    },
  },
]
