import { ActivityResponseSchema, DashboardResponseSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { routes } from '../../lib/route.ts'
import { recentActivity } from './activity.repository.ts'
import { getDashboard } from './dashboard.service.ts'

/** The landing page's figures and the side overlay's recent activity. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'dashboard', access: 'authenticated' })
  r.get('/dashboard', 'getDashboard', { response: DashboardResponseSchema }, async (ctx) => ({
    data: await getDashboard(ctx),
  }))
  r.get('/activity', 'listRecentActivity', { response: ActivityResponseSchema }, async (ctx) => ({
    data: await recentActivity(ctx),
  }))
}
