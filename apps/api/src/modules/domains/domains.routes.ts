import {
  DnsZoneInputSchema,
  DnsZoneSchema,
  DomainAuthCodeSchema,
  DomainListQuerySchema,
  DomainListResponseSchema,
  DomainParamsSchema,
  DomainSchema,
  DomainUpdateSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { ifMatchDescription, one, routes, updated } from '../../lib/route.ts'
import {
  getDomain,
  getZone,
  listDomains,
  requestAuthCode,
  saveZone,
  updateDomain,
} from './domains.service.ts'
import { retryRenewal } from './renewals.service.ts'
import { requestRestore } from './restore.service.ts'

const domain = {
  params: DomainParamsSchema,
  response: one(DomainSchema),
  problems: ['notFound'] as const,
  etag: true,
}
const zone = {
  params: DomainParamsSchema,
  response: one(DnsZoneSchema),
  problems: ['notFound'] as const,
  etag: true,
}

/** The domains of the caller's companies: list, detail, settings at the registrar, DNS zone, auth code. */
export async function domainsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'domains', access: 'authenticated' })

  r.get(
    '/domains',
    'listDomains',
    { query: DomainListQuerySchema, response: DomainListResponseSchema },
    (ctx, { query }) => listDomains(ctx, query),
  )
  r.get('/domains/:id', 'getDomain', domain, (ctx, { params }) => getDomain(ctx, params.id))
  r.put(
    '/domains/:id',
    'updateDomain',
    {
      ...domain,
      body: DomainUpdateSchema,
      ...updated,
    },
    (ctx, { params, body, version }) => updateDomain(ctx, { id: params.id, version, body }),
  )
  r.get('/domains/:id/zone', 'getDomainZone', zone, (ctx, { params }) => getZone(ctx, params.id))
  r.put(
    '/domains/:id/zone',
    'saveDomainZone',
    { ...zone, body: DnsZoneInputSchema, description: ifMatchDescription, problems: ['notFound', 'ifMatch'] },
    (ctx, { params, body, version }) => saveZone(ctx, { id: params.id, version, body }),
  )
  r.post(
    '/domains/:id/auth-code',
    'requestDomainAuthCode',
    { params: DomainParamsSchema, response: one(DomainAuthCodeSchema), problems: ['notFound', 'conflict'] },
    (ctx, { params }) => requestAuthCode(ctx, params.id),
  )
  r.post(
    '/domains/:id/restore',
    'restoreDomain',
    {
      params: DomainParamsSchema,
      response: one(DomainSchema),
      problems: ['notFound', 'conflict'],
      description: 'Invoices the restore of a name in redemption or quarantine; it is restored once paid.',
    },
    (ctx, { params }) => requestRestore(ctx, params.id),
  )
  r.post(
    '/domains/:id/renewal/retry',
    'retryDomainRenewal',
    {
      params: DomainParamsSchema,
      response: one(DomainSchema),
      problems: ['notFound', 'conflict'],
      access: 'staff',
      description: 'Staff: tries a failed renewal or restore again at the registrar.',
    },
    (ctx, { params }) => retryRenewal(ctx, params.id),
  )
}
