import type { FastifyInstance } from 'fastify'
import { checkRoutes } from './check.routes.ts'
import { contactsRoutes } from './contacts.routes.ts'
import { domainsRoutes } from './domains.routes.ts'
import { presetsRoutes } from './presets.routes.ts'
import { tldsRoutes } from './tlds.routes.ts'

/** The domains area's routes: the TLD catalogue, the availability check, domains, contact handles, presets. */
export async function domainsModule(app: FastifyInstance) {
  for (const routes of [tldsRoutes, checkRoutes, contactsRoutes, presetsRoutes, domainsRoutes])
    await app.register(routes)
}
