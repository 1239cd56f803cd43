import { MenuNodeSchema, MeSchema, UpdateMeBodySchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, routes } from '../../lib/route.ts'
import { getMe, updateMe } from './me.service.ts'
import { buildMenu } from './menu.ts'

/** The signed-in user: who they are, their preferences, their menu. */
export async function meRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'me', access: 'authenticated' })
  r.get('/_me', 'getMe', { response: MeSchema }, getMe)
  r.patch('/_me', 'updateMe', { body: UpdateMeBodySchema, response: MeSchema }, (ctx, { body }) =>
    updateMe(ctx, body),
  )
  r.get('/_me/menu', 'getMyMenu', { response: many(MenuNodeSchema) }, buildMenu)
}
