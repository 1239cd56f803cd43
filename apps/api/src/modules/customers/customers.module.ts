import type { FastifyInstance } from 'fastify'
import { contactRoutes } from './contacts.routes.ts'
import { csvRoutes } from './csv.routes.ts'
import { customerRoutes } from './customers.routes.ts'
import { locationRoutes } from './locations.routes.ts'
import { serviceRoutes } from './services.routes.ts'

/** The customers area: customers and resellers with their contacts, locations, services and activity. */
export async function customersModule(app: FastifyInstance) {
  for (const routes of [csvRoutes, customerRoutes, contactRoutes, locationRoutes, serviceRoutes]) {
    await app.register(routes)
  }
}
