import {
  CreateTicketBodySchema,
  IdParamsSchema,
  TicketListQuerySchema,
  TicketListResponseSchema,
  TicketSchema,
  UpdateTicketBodySchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { one, routes } from '../../lib/route.ts'
import { createTicket, getTicket, listVisibleTickets, updateTicket } from './tickets.service.ts'

/** Tickets: the list, opening one, reading and changing one. */
export async function ticketsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'tickets', access: 'authenticated' })
  r.get(
    '/tickets',
    'listTickets',
    {
      description: 'Open (default) or closed tickets the caller may see, keyset-paginated.',
      query: TicketListQuerySchema,
      response: TicketListResponseSchema,
    },
    (ctx, { query }) => listVisibleTickets(ctx, query),
  )
  r.post(
    '/tickets',
    'createTicket',
    { body: CreateTicketBodySchema, response: one(TicketSchema), status: 201, etag: true, location: true },
    (ctx, { body }) => createTicket(ctx, body),
  )
  r.get(
    '/tickets/:id',
    'getTicket',
    { params: IdParamsSchema, response: one(TicketSchema), problems: ['notFound'], etag: true },
    (ctx, { params }) => getTicket(ctx, params.id),
  )
  r.patch(
    '/tickets/:id',
    'updateTicket',
    {
      description:
        'Staff: status, priority (null returns to the matrix), assignee, impact, urgency. A customer may close. If-Match required.',
      params: IdParamsSchema,
      body: UpdateTicketBodySchema,
      response: one(TicketSchema),
      problems: ['notFound', 'ifMatch'],
      etag: true,
    },
    (ctx, { params, body, version }) => updateTicket(ctx, { id: params.id, version, changes: body }),
  )
}
