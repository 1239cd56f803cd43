import { LocationInputSchema, LocationSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { locationsService } from './locations.service.ts'
import { partRoutes } from './recordRoutes.ts'

const schemas = { item: LocationSchema, input: LocationInputSchema }

/** A customer's or reseller's locations: list, create, read, update (If-Match) and archive. */
export async function locationRoutes(app: FastifyInstance) {
  const customer = partRoutes(app, 'customer', locationsService, schemas)
  customer.list('/customers/:id/locations', 'listCustomerLocation')
  customer.create('/customers/:id/locations', 'createCustomerLocation')
  customer.get('/customers/:id/locations/:childId', 'getCustomerLocation')
  customer.update('/customers/:id/locations/:childId', 'updateCustomerLocation')
  customer.archive('/customers/:id/locations/:childId', 'archiveCustomerLocation')

  const reseller = partRoutes(app, 'reseller', locationsService, schemas)
  reseller.list('/resellers/:id/locations', 'listResellerLocation')
  reseller.create('/resellers/:id/locations', 'createResellerLocation')
  reseller.get('/resellers/:id/locations/:childId', 'getResellerLocation')
  reseller.update('/resellers/:id/locations/:childId', 'updateResellerLocation')
  reseller.archive('/resellers/:id/locations/:childId', 'archiveResellerLocation')
}
