import { DashboardResponseSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { getDashboard } from './dashboard.service.ts'

export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboard',
        security: bearer,
        response: { 200: DashboardResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await getDashboard(db, request.ctx) }),
  )
}
