import Fastify, { type FastifySchema } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RequestContext } from '../auth/context.ts'
import { AppError } from './errors.ts'
import { many, noContent, one, routes } from './route.ts'

const Item = z.object({ id: z.string(), version: z.number() })
const Params = z.strictObject({ id: z.string() })
const stored = { id: 'a1', version: 3 }

async function app() {
  const fastify = Fastify()
  fastify.setValidatorCompiler(validatorCompiler)
  fastify.setSerializerCompiler(serializerCompiler)
  const schemas: Record<string, FastifySchema & { operationId?: string }> = {}
  const access: Record<string, unknown> = {}
  fastify.addHook('onRoute', (route) => {
    schemas[`${route.method} ${route.url}`] = route.schema ?? {}
    access[`${route.method} ${route.url}`] = route.config?.access
  })
  // plugins/errors.ts in the app; here only the status matters.
  fastify.setErrorHandler((error, _request, reply) =>
    reply.code(error instanceof AppError ? error.status : 500).send(),
  )
  fastify.decorateRequest('ctx', null as unknown as RequestContext)
  const r = routes(fastify, { tag: 'items', access: 'authenticated' })
  r.get('/items', 'listItems', { response: many(Item) }, () => [stored])
  r.post(
    '/items',
    'createItem',
    { access: 'staff', body: Item, response: one(Item), status: 201, etag: true, location: true },
    (_ctx, { body }) => body,
  )
  r.put(
    '/items/:id',
    'updateItem',
    { params: Params, body: Item, response: one(Item), problems: ['notFound', 'ifMatch'], etag: true },
    (_ctx, { body, version }) => ({ ...body, version: version + 1 }),
  )
  r.delete('/items/:id', 'deleteItem', { params: Params, response: noContent }, () => {})
  const search = { query: z.strictObject({ q: z.string().default('') }), response: many(Item) }
  r.list('/items/search', 'searchItems', search, (_ctx, { q }) => [{ ...stored, id: q }])
  await fastify.ready()
  return { fastify, schemas, access }
}

describe('the route builder', () => {
  it('declares tag, operationId, bearer auth, access and the named problems', async () => {
    const { schemas, access } = await app()
    const update = schemas['PUT /items/:id'] as { tags: string[]; operationId: string; security: unknown }
    expect(update.tags).toEqual(['items'])
    expect(update.operationId).toBe('updateItem')
    expect(update.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(schemas['PUT /items/:id']?.response ?? {})).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '412',
      '428',
    ])
    expect(Object.keys(schemas['DELETE /items/:id']?.response ?? {})).toEqual(['204', '400', '401', '403'])
    expect(access['POST /items']).toBe('staff')
    expect(access['GET /items']).toBe('authenticated')
  })

  it('wraps values in { data } and answers status, ETag and Location', async () => {
    const { fastify } = await app()
    const list = await fastify.inject({ method: 'GET', url: '/items' })
    expect(list.json()).toEqual({ data: [stored] })
    const created = await fastify.inject({ method: 'POST', url: '/items', payload: stored })
    expect(created.statusCode).toBe(201)
    expect(created.headers.etag).toBe('W/"3"')
    expect(created.headers.location).toBe('/items/a1')
    expect(created.json()).toEqual({ data: stored })
    const deleted = await fastify.inject({ method: 'DELETE', url: '/items/a1' })
    expect(deleted.statusCode).toBe(204)
  })

  it('gives the handler the If-Match version, and 428 without it', async () => {
    const { fastify } = await app()
    const put = (headers: Record<string, string>) =>
      fastify.inject({ method: 'PUT', url: '/items/a1', payload: stored, headers })
    const saved = await put({ 'if-match': 'W/"3"' })
    expect(saved.headers.etag).toBe('W/"4"')
    expect((await put({})).statusCode).toBe(428)
  })

  it('hands a list route its parsed query', async () => {
    const { fastify, schemas } = await app()
    const found = await fastify.inject({ method: 'GET', url: '/items/search?q=b2' })
    expect(found.json()).toEqual({ data: [{ ...stored, id: 'b2' }] })
    expect((schemas['GET /items/search'] as { operationId: string }).operationId).toBe('searchItems')
  })
})
