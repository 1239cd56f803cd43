import type { Job, JobListQuery, JobQueueSummary } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { DEAD_LETTER } from '../../db/queue.ts'
import { audit } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import { countJobs, findFailedJob, listJobs } from './jobs.repository.ts'
import { jobsTexts } from './jobs.texts.ts'

/** Every queue of the portal with the caller's job counts per state. */
export async function queueSummaries(ctx: RequestContext): Promise<JobQueueSummary[]> {
  return countJobs(ctx, [...ctx.platform.jobs.names(), DEAD_LETTER])
}

export async function jobList(ctx: RequestContext, query: JobListQuery): Promise<Job[]> {
  return listJobs(ctx, query)
}

/** Puts one of the caller's failed jobs back in its queue (after the cause is fixed). */
export async function retryJob(ctx: RequestContext, input: { queue: string; id: string }): Promise<void> {
  const job = await findFailedJob(ctx, input.queue, input.id)
  if (!job) throw new NotFound(jobsTexts.failedJobNotFound)
  await ctx.platform.jobs.retry(job.queue, job.id)
  await audit(ctx, { action: 'job.retried', entity: 'job', entity_id: job.id, after: { queue: job.queue } })
}
