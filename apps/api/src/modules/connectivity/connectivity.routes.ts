import {
  AddressQuerySchema,
  AvailabilitySchema,
  InternetLineParamsSchema,
  InternetLineSchema,
  InternetOrderInputSchema,
  InternetOrderResultSchema,
  PortRequestInputSchema,
  PortRequestSchema,
  SimActionInputSchema,
  SimParamsSchema,
  SimSchema,
  SipTrunkSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, one, routes } from '../../lib/route.ts'
import { checkAvailability, getLine, listLines, orderLine } from './internet.service.ts'
import { listSims, requestSimAction } from './mobile.service.ts'
import { listPorts, listTrunks, requestPort } from './voip.service.ts'

/**
 * Internet lines (the availability check at an address, ordering a package, the delivery timeline)
 * SIP trunks with their numbers and number porting, and SIM cards (their use and the changes a
 * customer asks of them).
 */
export async function connectivityRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'connectivity', access: 'authenticated' })
  r.list(
    '/connectivity/internet/availability',
    'checkInternetAvailability',
    { query: AddressQuerySchema, response: one(AvailabilitySchema) },
    checkAvailability,
  )
  r.get('/connectivity/internet/lines', 'listInternetLines', { response: many(InternetLineSchema) }, (ctx) =>
    listLines(ctx),
  )
  r.get(
    '/connectivity/internet/lines/:line',
    'getInternetLine',
    { params: InternetLineParamsSchema, response: one(InternetLineSchema), problems: ['notFound'] },
    (ctx, { params }) => getLine(ctx, params.line),
  )
  r.post(
    '/connectivity/internet/orders',
    'orderInternetLine',
    {
      body: InternetOrderInputSchema,
      response: one(InternetOrderResultSchema),
      status: 201,
      description: 'Judges the order and puts the package in the cart (X-Company); checkout places it.',
    },
    (ctx, { body }) => orderLine(ctx, body),
  )
  r.get('/connectivity/mobile/sims', 'listSims', { response: many(SimSchema) }, (ctx) => listSims(ctx))
  r.post(
    '/connectivity/mobile/sims/:sim/actions',
    'requestSimAction',
    {
      params: SimParamsSchema,
      body: SimActionInputSchema,
      response: one(SimSchema),
      status: 202,
      problems: ['notFound', 'conflict'],
      description: 'Judges the change and queues it at the MVNO; the SIM shows it pending until it is done.',
    },
    (ctx, { params, body }) => requestSimAction(ctx, params.sim, body),
  )
  r.get('/connectivity/voip/trunks', 'listSipTrunks', { response: many(SipTrunkSchema) }, (ctx) =>
    listTrunks(ctx),
  )
  r.get('/connectivity/voip/ports', 'listPortRequests', { response: many(PortRequestSchema) }, (ctx) =>
    listPorts(ctx),
  )
  r.post(
    '/connectivity/voip/ports',
    'requestNumberPort',
    {
      body: PortRequestInputSchema,
      response: one(PortRequestSchema),
      status: 201,
      description:
        'Numbers ported in to one of your trunks; followed at the porting platform until completed or blocked.',
    },
    (ctx, { body }) => requestPort(ctx, body),
  )
}
