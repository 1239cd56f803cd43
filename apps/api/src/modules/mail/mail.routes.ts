import { IdParamsSchema, OutboxMessageSchema, OutboxResponseSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { one, routes } from '../../lib/route.ts'
import { getOutboxMessage, readOutbox } from './mail.service.ts'

/** Staff read the mail outbox: every message the portal wrote, sent by SMTP or kept here (sandbox). */
export async function mailRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'mail', access: 'staff' })
  r.get('/mail/outbox', 'listOutbox', { response: OutboxResponseSchema }, readOutbox)
  r.get(
    '/mail/outbox/:id',
    'getOutboxMessage',
    { params: IdParamsSchema, response: one(OutboxMessageSchema), problems: ['notFound'] },
    (ctx, { params }) => getOutboxMessage(ctx, params.id),
  )
}
