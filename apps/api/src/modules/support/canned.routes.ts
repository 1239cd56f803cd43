import {
  CannedReplyInputSchema,
  CannedReplyListResponseSchema,
  CannedReplyResponseSchema,
  IdParamsSchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { createCanned, deleteCanned, listCanned } from './canned.service.ts'

const tags = ['tickets']

/** The staff's canned replies on their provider's desk. */
export async function cannedRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/tickets/canned-replies',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'listCannedReplies',
        security: bearer,
        response: { 200: CannedReplyListResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await listCanned(request.ctx) }),
  )
  r.post(
    '/tickets/canned-replies',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'createCannedReply',
        security: bearer,
        body: CannedReplyInputSchema,
        response: { 201: CannedReplyResponseSchema, ...authProblems },
      },
    },
    async (request, reply) => {
      reply.code(201)
      return { data: await createCanned(request.ctx, request.body) }
    },
  )
  r.delete(
    '/tickets/canned-replies/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        operationId: 'deleteCannedReply',
        security: bearer,
        params: IdParamsSchema,
        response: { 204: z.null(), ...authProblems, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      await deleteCanned(request.ctx, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
