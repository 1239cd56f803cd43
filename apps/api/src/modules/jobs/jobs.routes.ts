import {
  JobListQuerySchema,
  JobListResponseSchema,
  JobParamsSchema,
  JobQueueListResponseSchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { jobList, queueSummaries, retryJob } from './jobs.service.ts'

/** Staff watch the job queue (/admin/jobs): queues, jobs by state, and retry a failed job. */
export async function jobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['jobs']
  r.get(
    '/jobs/queues',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'listJobQueues',
        security: bearer,
        response: { 200: JobQueueListResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await queueSummaries(request.ctx) }),
  )
  r.get(
    '/jobs',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'listJobs',
        security: bearer,
        querystring: JobListQuerySchema,
        response: { 200: JobListResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await jobList(request.ctx, request.query) }),
  )
  r.post(
    '/jobs/:queue/:id/retry',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'retryJob',
        security: bearer,
        params: JobParamsSchema,
        response: { 204: z.null(), ...authProblems, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      await retryJob(request.ctx, request.params)
      return reply.code(204).send(null)
    },
  )
}
