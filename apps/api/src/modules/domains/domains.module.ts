import type { FastifyInstance } from 'fastify'
import { tldsRoutes } from './tlds.routes.ts'

/** The domains area's routes: the TLD catalogue, the availability check, domains, contacts, presets. */
export async function domainsModule(app: FastifyInstance) {
  await app.register(tldsRoutes)
}
