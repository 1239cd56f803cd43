import { BillingRunSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { many, routes } from '../../lib/route.ts'
import { billingRuns, startBillingRun } from './runs.service.ts'

/** Staff read the run log of recurring invoicing and start a run (202: it runs on the job queue). */
export async function billingRunsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'billing', access: 'staff' })
  r.get('/billing/runs', 'listBillingRuns', { response: many(BillingRunSchema) }, (ctx) => billingRuns(ctx))
  r.post(
    '/billing/runs',
    'startBillingRun',
    { response: z.null(), responses: { 202: z.null() } },
    async (ctx, { reply }) => {
      await startBillingRun(ctx)
      reply.code(202)
      return null
    },
  )
}
