import { HostedDatabaseSchema, HostedStorageSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, routes } from '../../lib/route.ts'
import { listDatabases, listStorage } from './storage.service.ts'

/** Hosted databases and storage of the caller's companies: their size and use against their limits. */
export async function hostingStorageRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'hosting', access: 'authenticated' })
  r.get('/hosting/databases', 'listHostedDatabases', { response: many(HostedDatabaseSchema) }, (ctx) =>
    listDatabases(ctx),
  )
  r.get('/hosting/storage', 'listHostedStorage', { response: many(HostedStorageSchema) }, (ctx) =>
    listStorage(ctx),
  )
}
