import {
  CreateTicketBodySchema,
  IdParamsSchema,
  ProblemSchema,
  TicketListQuerySchema,
  TicketListResponseSchema,
  TicketResponseSchema,
  UpdateTicketBodySchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { expectedVersion, sendWithEtag } from '../../lib/concurrency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { createTicket, getTicket, listVisibleTickets, updateTicket } from './tickets.service.ts'

const problems = { ...authProblems, 404: ProblemSchema }
const tags = ['tickets']

/** Tickets: the list, opening one, reading and changing one. */
export async function ticketsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/tickets',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'listTickets',
        description: 'Open (default) or closed tickets the caller may see, keyset-paginated.',
        security: bearer,
        querystring: TicketListQuerySchema,
        response: { 200: TicketListResponseSchema, ...authProblems },
      },
    },
    async (request) => listVisibleTickets(request.ctx, request.query),
  )
  r.post(
    '/tickets',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'createTicket',
        security: bearer,
        body: CreateTicketBodySchema,
        response: { 201: TicketResponseSchema, ...authProblems },
      },
    },
    async (request, reply) => {
      const created = await createTicket(request.ctx, request.body)
      reply.code(201).header('Location', `/api/v1/tickets/${created.id}`)
      return sendWithEtag(reply, created.version, { data: created })
    },
  )
  r.get(
    '/tickets/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'getTicket',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: TicketResponseSchema, ...problems },
      },
    },
    async (request, reply) => {
      const ticket = await getTicket(request.ctx, request.params.id)
      return sendWithEtag(reply, ticket.version, { data: ticket })
    },
  )
  r.patch(
    '/tickets/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        operationId: 'updateTicket',
        description:
          'Staff: status, priority (null returns to the matrix), assignee, impact, urgency. A customer may close. If-Match required.',
        security: bearer,
        params: IdParamsSchema,
        body: UpdateTicketBodySchema,
        response: { 200: TicketResponseSchema, ...problems, 412: ProblemSchema, 428: ProblemSchema },
      },
    },
    async (request, reply) => {
      const version = expectedVersion(request)
      const ticket = await updateTicket(request.ctx, {
        id: request.params.id,
        version,
        changes: request.body,
      })
      return sendWithEtag(reply, ticket.version, { data: ticket })
    },
  )
}
