import { ActivityResponseSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { recentActivity } from './activity.repository.ts'

export async function activityRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/activity',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['activity'],
        operationId: 'listRecentActivity',
        security: bearer,
        response: { 200: ActivityResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await recentActivity(db, request.ctx) }),
  )
}
