import {
  IdParamsSchema,
  OutboxMessageResponseSchema,
  OutboxResponseSchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { getOutboxMessage, readOutbox } from './mail.service.ts'

/** Staff read the mail outbox: every message the portal wrote, sent by SMTP or kept here (sandbox). */
export async function mailRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['mail']
  r.get(
    '/mail/outbox',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'listOutbox',
        security: bearer,
        response: { 200: OutboxResponseSchema, ...authProblems },
      },
    },
    async (req) => readOutbox(req.ctx),
  )
  r.get(
    '/mail/outbox/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'getOutboxMessage',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: OutboxMessageResponseSchema, ...authProblems, 404: ProblemSchema },
      },
    },
    async (req) => ({ data: await getOutboxMessage(req.ctx, req.params.id) }),
  )
}
