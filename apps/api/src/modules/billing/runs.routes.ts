import { BillingRunListResponseSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { billingRuns, startBillingRun } from './runs.service.ts'

/** Staff read the run log of recurring invoicing and start a run. */
export async function billingRunsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['billing']
  r.get(
    '/billing/runs',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'listBillingRuns',
        security: bearer,
        response: { 200: BillingRunListResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await billingRuns(request.ctx) }),
  )
  r.post(
    '/billing/runs',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'startBillingRun',
        security: bearer,
        response: { 202: z.null(), ...authProblems },
      },
    },
    async (request, reply) => {
      await startBillingRun(request.ctx)
      return reply.code(202).send(null)
    },
  )
}
