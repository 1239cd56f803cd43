import { MenuResponseSchema, MeSchema, UpdateMeBodySchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { getMe, updateMe } from './me.service.ts'
import { buildMenu } from './menu.ts'

export async function meRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['me']
  r.get(
    '/_me',
    {
      config: { access: 'authenticated' },
      schema: { tags, operationId: 'getMe', security: bearer, response: { 200: MeSchema, ...authProblems } },
    },
    async (request) => getMe(request.ctx),
  )
  r.patch(
    '/_me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'updateMe',
        security: bearer,
        body: UpdateMeBodySchema,
        response: { 200: MeSchema, ...authProblems },
      },
    },
    async (request) => updateMe(request.ctx, request.body),
  )
  r.get(
    '/_me/menu',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'getMyMenu',
        security: bearer,
        response: { 200: MenuResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await buildMenu(request.ctx) }),
  )
}
