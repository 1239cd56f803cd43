import { TldInputSchema, TldParamsSchema, TldSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { created, many, one, routes, updated } from '../../lib/route.ts'
import { createTld, getTld, listTlds, updateCatalogTld } from './tlds.service.ts'

const tld = { params: TldParamsSchema, response: one(TldSchema), problems: ['notFound'] as const, etag: true }

/** The TLD catalogue (staff): the TLDs the provider sells, their prices and registry windows. */
export async function tldsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'domains', access: 'staff' })

  r.get('/domains/tlds', 'listTlds', { response: many(TldSchema) }, (ctx) => listTlds(ctx))
  r.post(
    '/domains/tlds',
    'createTld',
    {
      body: TldInputSchema,
      response: one(TldSchema),
      ...created,
      location: 'tld',
    },
    (ctx, { body }) => createTld(ctx, body),
  )
  r.get('/domains/tlds/:tld', 'getTld', tld, (ctx, { params }) => getTld(ctx, params.tld))
  r.put(
    '/domains/tlds/:tld',
    'updateTld',
    {
      ...tld,
      body: TldInputSchema,
      ...updated,
    },
    (ctx, { params, body, version }) => updateCatalogTld(ctx, { tld: params.tld, version, body }),
  )
}
