import { JobListQuerySchema, JobParamsSchema, JobQueueSummarySchema, JobSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, noContent, routes } from '../../lib/route.ts'
import { jobList, queueSummaries, retryJob } from './jobs.service.ts'

/** Staff watch the job queue (/admin/jobs): queues, jobs by state, and retry a failed job. */
export async function jobsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'jobs', access: 'staff' })
  r.get('/jobs/queues', 'listJobQueues', { response: many(JobQueueSummarySchema) }, queueSummaries)
  r.get('/jobs', 'listJobs', { query: JobListQuerySchema, response: many(JobSchema) }, (ctx, { query }) =>
    jobList(ctx, query),
  )
  r.post(
    '/jobs/:queue/:id/retry',
    'retryJob',
    { params: JobParamsSchema, response: noContent, problems: ['notFound'] },
    (ctx, { params }) => retryJob(ctx, params),
  )
}
