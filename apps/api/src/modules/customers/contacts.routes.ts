import { ContactInputSchema, ContactSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { contactsService } from './contacts.service.ts'
import { partRoutes } from './recordRoutes.ts'

const schemas = { item: ContactSchema, input: ContactInputSchema }

/** A customer's or reseller's contacts: list, create, read, update (If-Match) and archive. */
export async function contactRoutes(app: FastifyInstance) {
  const customer = partRoutes(app, 'customer', contactsService, schemas)
  customer.list('/customers/:id/contacts', 'listCustomerContact')
  customer.create('/customers/:id/contacts', 'createCustomerContact')
  customer.get('/customers/:id/contacts/:childId', 'getCustomerContact')
  customer.update('/customers/:id/contacts/:childId', 'updateCustomerContact')
  customer.archive('/customers/:id/contacts/:childId', 'archiveCustomerContact')

  const reseller = partRoutes(app, 'reseller', contactsService, schemas)
  reseller.list('/resellers/:id/contacts', 'listResellerContact')
  reseller.create('/resellers/:id/contacts', 'createResellerContact')
  reseller.get('/resellers/:id/contacts/:childId', 'getResellerContact')
  reseller.update('/resellers/:id/contacts/:childId', 'updateResellerContact')
  reseller.archive('/resellers/:id/contacts/:childId', 'archiveResellerContact')
}
