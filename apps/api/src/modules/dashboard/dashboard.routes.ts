import { ActivityResponseSchema, DashboardResponseSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { recentActivity } from './activity.repository.ts'
import { getDashboard } from './dashboard.service.ts'

/** The landing page's figures and the side overlay's recent activity. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
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
    async (request) => ({ data: await getDashboard(request.ctx) }),
  )
  r.get(
    '/activity',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['dashboard'],
        operationId: 'listRecentActivity',
        security: bearer,
        response: { 200: ActivityResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await recentActivity(request.ctx) }),
  )
}
