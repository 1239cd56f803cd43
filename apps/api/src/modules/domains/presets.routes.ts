import {
  DomainParamsSchema,
  DomainPresetInputSchema,
  DomainPresetListQuerySchema,
  DomainPresetSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { created, many, noContent, one, routes, updated } from '../../lib/route.ts'
import { createPreset, deletePreset, getPreset, listPresets, updatePreset } from './presets.service.ts'

const preset = {
  params: DomainParamsSchema,
  response: one(DomainPresetSchema),
  problems: ['notFound'] as const,
  etag: true,
}

/** Presets of the caller's companies: name servers, a DNS template and contacts for new domains. */
export async function presetsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'domains', access: 'authenticated' })

  r.get(
    '/domains/presets',
    'listDomainPresets',
    { query: DomainPresetListQuerySchema, response: many(DomainPresetSchema) },
    (ctx, { query }) => listPresets(ctx, query),
  )
  r.post(
    '/domains/presets',
    'createDomainPreset',
    {
      body: DomainPresetInputSchema,
      response: one(DomainPresetSchema),
      ...created,
    },
    (ctx, { body }) => createPreset(ctx, body),
  )
  r.get('/domains/presets/:id', 'getDomainPreset', preset, (ctx, { params }) => getPreset(ctx, params.id))
  r.put(
    '/domains/presets/:id',
    'updateDomainPreset',
    {
      ...preset,
      body: DomainPresetInputSchema,
      ...updated,
    },
    (ctx, { params, body, version }) => updatePreset(ctx, { id: params.id, version, body }),
  )
  r.delete(
    '/domains/presets/:id',
    'deleteDomainPreset',
    { params: DomainParamsSchema, response: noContent, problems: ['notFound'] },
    (ctx, { params }) => deletePreset(ctx, params.id),
  )
}
