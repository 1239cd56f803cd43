import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/lib/sql.ts'
import { matrixSetup, ROUTES, type Who } from './helpers/matrix.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'

/**
 * Schema-driven bad input (security.md 10-11): for every write route, each property of its request
 * schema (from the OpenAPI document) gets a wrong value in turn; the answer must be a 400 naming that
 * field, and no table may change. Unknown fields and missing required ones are refused the same way.
 */
type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  maxLength?: number
  maximum?: number
  enum?: unknown[]
  format?: string
  anyOf?: JsonSchema[]
  pattern?: string
}

let t: TestApp
let tokens: Record<Who, Tokens>
let ids: Record<string, string>
let doc: {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>
}

beforeAll(async () => {
  // No job workers: an hourly job (a VPS's traffic at :05) would change tables while "nothing changed" is checked.
  t = await startTestApp({ JOB_WORKERS: 'false' })
  ;({ tokens, ids } = await matrixSetup(t))
  doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as typeof doc
  // The first request with a token records the user (first sight); do it before fingerprinting.
  await api(t, tokens.admin.access_token)('GET', '/api/v1/_me')
})
afterAll(() => t?.close())

/**
 * A fingerprint of every table, so "nothing changed" is checked, not assumed. Request counters
 * (rate_limits) count every request, refused or not, like the IdP's own storage they are not data.
 * Nor is when a user (or a sign-in session) was last seen: a token's identity is cached for a
 * minute, so on a slow machine a refused request may be the one that notes the user again.
 */
async function fingerprint(): Promise<string> {
  fingerprintQuery ??= await fingerprintOfEveryTable()
  const [row] = await queryRows<{ h: string }>(t.database.db, fingerprintQuery)
  return row?.h ?? ''
}
let fingerprintQuery: SQL | undefined

/** One statement that hashes every table (a round trip per table made this file the slowest). */
async function fingerprintOfEveryTable(): Promise<SQL> {
  const tables = await queryRows<{ tablename: string }>(
    t.database.db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename not in ('oidc_payloads', 'rate_limits', '__drizzle_migrations') order by 1`,
  )
  const perTable = tables.map(({ tablename }) => {
    const value =
      tablename === 'users'
        ? "(to_jsonb(x) - 'last_seen_at' - 'updated_at')::text"
        : tablename === 'idp_sign_ins'
          ? "(to_jsonb(x) - 'last_seen_at' - 'ip' - 'user_agent')::text"
          : 'x::text'
    return `select '${tablename}' as t, md5(coalesce(string_agg(${value}, '|' order by ${value}), '')) as h from "${tablename}" x`
  })
  return sql.raw(
    `select string_agg(t || ':' || coalesce(h, ''), ',' order by t) as h from (${perTable.join(' union all ')}) tables`,
  )
}

/** A value that breaks the property's schema, or undefined when the schema takes anything. */
function wrongValue(schema: JsonSchema): unknown {
  const types = [schema.type ?? schema.anyOf?.map((s) => s.type)].flat().filter(Boolean) as string[]
  if (schema.enum) return 'not-one-of-these'
  if (types.includes('object')) return 'not-an-object'
  if (types.includes('string')) return schema.maxLength ? 'x'.repeat(schema.maxLength + 1) : 12345
  if (types.includes('integer') || types.includes('number')) return 'not-a-number'
  if (types.includes('boolean')) return 'not-a-boolean'
  if (types.includes('array')) return 'not-an-array'
  return undefined
}

const writeRoutes = Object.entries(ROUTES).filter(
  ([route, sample]) =>
    /^(POST|PUT|PATCH) /.test(route) && sample.body !== undefined && typeof sample.body !== 'string',
)

describe.each(writeRoutes)('%s', (route, sample) => {
  const [method, pattern] = route.split(' ') as [string, string]
  const openApiPath = pattern.replace(/:(\w+)/g, '{$1}')
  const schema = () =>
    doc.paths[openApiPath]?.[method.toLowerCase()]?.requestBody?.content['application/json']?.schema ?? {}
  const send = (body: unknown) => api(t, tokens.admin.access_token)(method, sample.path(ids), body)

  it('refuses each wrong property with a 400 naming it, and changes nothing', async () => {
    const properties = Object.entries(schema().properties ?? {})
    expect(properties.length).toBeGreaterThan(0)
    const before = await fingerprint()
    for (const [name, property] of properties) {
      const value = wrongValue(property)
      if (value === undefined) continue
      const res = await send({ ...(sample.body as object), [name]: value })
      expect(res.status, `${name}=${JSON.stringify(value).slice(0, 30)}`).toBe(400)
      const fields = (res.body.errors ?? []).map((e: { field: string }) => e.field)
      expect(
        fields.some((f: string) => f === name || f.startsWith(`${name}.`)),
        `${name}: ${fields}`,
      ).toBe(true)
    }
    expect(await fingerprint()).toBe(before)
  })

  it('refuses unknown fields and missing required ones', async () => {
    const before = await fingerprint()
    // Another tenant's id under a name the route does not take (company_id, unless it takes that).
    const field = schema().properties?.company_id ? 'owner_company_id' : 'company_id'
    const unknown = await send({ ...(sample.body as object), [field]: ids.Initech })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    for (const name of schema().required ?? []) {
      const body = { ...(sample.body as Record<string, unknown>) }
      delete body[name]
      const res = await send(body)
      expect(res.status, name).toBe(400)
    }
    expect(await fingerprint()).toBe(before)
  })
})

/** The string property a route takes to carry a NUL or a lone surrogate: free text first, else any. */
function textProperty(schema: JsonSchema): string | undefined {
  const entries = Object.entries(schema.properties ?? {})
  const isString = (p: JsonSchema) => [p.type ?? p.anyOf?.map((s) => s.type)].flat().includes('string')
  const isText = (p: JsonSchema) => isString(p) && !p.enum && !p.format && !p.pattern
  return (entries.find(([name, p]) => schema.required?.includes(name) && isText(p)) ??
    entries.find(([, p]) => isText(p)) ??
    entries.find(([, p]) => isString(p)))?.[0]
}

const BAD_TEXT = { NUL: 'a\u0000b', 'a lone surrogate': 'a\ud800b' }
const createRoutes = writeRoutes.filter(([route]) => route.startsWith('POST '))

describe.each(createRoutes)('%s with bad text', (route, sample) => {
  const [method, pattern] = route.split(' ') as [string, string]
  const openApiPath = pattern.replace(/:(\w+)/g, '{$1}')

  it.each(Object.entries(BAD_TEXT))(
    'refuses %s with a 400 naming the field, and stores nothing',
    async (_, text) => {
      const schema =
        doc.paths[openApiPath]?.[method.toLowerCase()]?.requestBody?.content['application/json']?.schema ?? {}
      const name = textProperty(schema)
      expect(name, 'a string property to probe').toBeDefined()
      const before = await fingerprint()
      const res = await api(t, tokens.admin.access_token)(method, sample.path(ids), {
        ...(sample.body as object),
        [name ?? '']: text,
      })
      expect(res.status, name).toBe(400)
      expect(res.headers.get('content-type')).toMatch(/problem\+json/)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(name)
      expect(await fingerprint()).toBe(before)
    },
  )
})

type Operation = { parameters?: { in: string; name: string }[] }
const listRoutes = Object.entries(ROUTES).filter(([route]) => route.startsWith('GET '))

describe('every list ?q= with bad text', () => {
  it.each(
    Object.entries({ NUL: '%00', 'a lone surrogate (as UTF-8 bytes)': '%ED%A0%80', 'invalid UTF-8': '%FF' }),
  )('refuses %s with a 400 naming querystring.q', async (_, bad) => {
    const operations = doc.paths as unknown as Record<string, Record<string, Operation>>
    const searchable = listRoutes.filter(([route]) => {
      const path = route.slice(4).replace(/:(\w+)/g, '{$1}')
      return operations[path]?.get?.parameters?.some((p) => p.in === 'query' && p.name === 'q')
    })
    expect(searchable.length).toBeGreaterThan(3)
    for (const [route, sample] of searchable) {
      const path = sample.path(ids)
      const res = await api(t, tokens.admin.access_token)(
        'GET',
        `${path}${path.includes('?') ? '&' : '?'}q=a${bad}b`,
      )
      expect(res.status, route).toBe(400)
      expect(res.body.errors[0].field, route).toBe('querystring.q')
    }
  })
})

describe('CSV uploads', () => {
  it('refuses a body that is not CSV', async () => {
    const res = await api(t, tokens.admin.access_token)('POST', '/api/v1/customers/import', { name: 'x' })
    expect([400, 415]).toContain(res.status)
  })
})
