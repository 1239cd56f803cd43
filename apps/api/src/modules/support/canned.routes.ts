import { CannedReplyInputSchema, CannedReplySchema, IdParamsSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, noContent, one, routes } from '../../lib/route.ts'
import { createCanned, deleteCanned, listCanned } from './canned.service.ts'

/** The staff's canned replies on their provider's desk. */
export async function cannedRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'tickets', access: 'staff' })
  r.get('/tickets/canned-replies', 'listCannedReplies', { response: many(CannedReplySchema) }, listCanned)
  r.post(
    '/tickets/canned-replies',
    'createCannedReply',
    { body: CannedReplyInputSchema, response: one(CannedReplySchema), status: 201 },
    (ctx, { body }) => createCanned(ctx, body),
  )
  r.delete(
    '/tickets/canned-replies/:id',
    'deleteCannedReply',
    { params: IdParamsSchema, response: noContent, problems: ['notFound'] },
    (ctx, { params }) => deleteCanned(ctx, params.id),
  )
}
