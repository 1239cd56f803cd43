import { ContactInputSchema, ContactSchema, IdParamsSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { contactsService } from './contacts.service.ts'
import { many, one, PartParamsSchema, partHandlers, problems, route, writeProblems } from './route.ts'

const list = { params: IdParamsSchema, response: { 200: many(ContactSchema), ...problems } }
const create = {
  params: IdParamsSchema,
  body: ContactInputSchema,
  response: { 201: one(ContactSchema), ...problems },
}
const read = { params: PartParamsSchema, response: { 200: one(ContactSchema), ...problems } }
const update = {
  params: PartParamsSchema,
  body: ContactInputSchema,
  response: { 200: one(ContactSchema), ...writeProblems },
}
const archive = { params: PartParamsSchema, response: { 204: z.null(), ...problems } }

/** A customer's or reseller's contacts: list, create, read, update (If-Match) and archive. */
export async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const customer = partHandlers(contactsService, 'customer')
  r.get('/customers/:id/contacts', route('customers', 'listCustomerContact', list), customer.list)
  r.post('/customers/:id/contacts', route('customers', 'createCustomerContact', create), customer.create)
  r.get('/customers/:id/contacts/:childId', route('customers', 'getCustomerContact', read), customer.get)
  r.put(
    '/customers/:id/contacts/:childId',
    route('customers', 'updateCustomerContact', update),
    customer.update,
  )
  r.delete(
    '/customers/:id/contacts/:childId',
    route('customers', 'archiveCustomerContact', archive),
    customer.archive,
  )

  const reseller = partHandlers(contactsService, 'reseller')
  r.get('/resellers/:id/contacts', route('resellers', 'listResellerContact', list), reseller.list)
  r.post('/resellers/:id/contacts', route('resellers', 'createResellerContact', create), reseller.create)
  r.get('/resellers/:id/contacts/:childId', route('resellers', 'getResellerContact', read), reseller.get)
  r.put(
    '/resellers/:id/contacts/:childId',
    route('resellers', 'updateResellerContact', update),
    reseller.update,
  )
  r.delete(
    '/resellers/:id/contacts/:childId',
    route('resellers', 'archiveResellerContact', archive),
    reseller.archive,
  )
}
