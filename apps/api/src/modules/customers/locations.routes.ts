import { IdParamsSchema, LocationInputSchema, LocationSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { locationsService } from './locations.service.ts'
import { many, one, PartParamsSchema, partHandlers, problems, route, writeProblems } from './route.ts'

const list = { params: IdParamsSchema, response: { 200: many(LocationSchema), ...problems } }
const create = {
  params: IdParamsSchema,
  body: LocationInputSchema,
  response: { 201: one(LocationSchema), ...problems },
}
const read = { params: PartParamsSchema, response: { 200: one(LocationSchema), ...problems } }
const update = {
  params: PartParamsSchema,
  body: LocationInputSchema,
  response: { 200: one(LocationSchema), ...writeProblems },
}
const archive = { params: PartParamsSchema, response: { 204: z.null(), ...problems } }

/** A customer's or reseller's locations: list, create, read, update (If-Match) and archive. */
export async function locationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const customer = partHandlers(locationsService, 'customer')
  r.get('/customers/:id/locations', route('customers', 'listCustomerLocation', list), customer.list)
  r.post('/customers/:id/locations', route('customers', 'createCustomerLocation', create), customer.create)
  r.get('/customers/:id/locations/:childId', route('customers', 'getCustomerLocation', read), customer.get)
  r.put(
    '/customers/:id/locations/:childId',
    route('customers', 'updateCustomerLocation', update),
    customer.update,
  )
  r.delete(
    '/customers/:id/locations/:childId',
    route('customers', 'archiveCustomerLocation', archive),
    customer.archive,
  )

  const reseller = partHandlers(locationsService, 'reseller')
  r.get('/resellers/:id/locations', route('resellers', 'listResellerLocation', list), reseller.list)
  r.post('/resellers/:id/locations', route('resellers', 'createResellerLocation', create), reseller.create)
  r.get('/resellers/:id/locations/:childId', route('resellers', 'getResellerLocation', read), reseller.get)
  r.put(
    '/resellers/:id/locations/:childId',
    route('resellers', 'updateResellerLocation', update),
    reseller.update,
  )
  r.delete(
    '/resellers/:id/locations/:childId',
    route('resellers', 'archiveResellerLocation', archive),
    reseller.archive,
  )
}
