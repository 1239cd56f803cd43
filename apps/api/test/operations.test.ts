// @postgres: the connection pool's metrics (docs/testing.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadEnv } from '../src/config/env.ts'
import { openTestDatabase, startTestApp, type TestApp } from './helpers/testApp.ts'

/**
 * Operations and logs (issue 10): no secret in any log line (defect 4), a request id on every request
 * line and in every problem body, and Prometheus metrics behind METRICS_TOKEN.
 */
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789'
const lines: string[] = []
let t: TestApp
beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'info', METRICS_TOKEN },
    { logStream: { write: (line: string) => void lines.push(line) } },
  )
})
afterAll(() => t?.close())

const NO_ID = '00000000-0000-4000-8000-000000000000'
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${t.baseUrl}${path}`, { headers })

describe('the request log', () => {
  it('never carries tokens, codes or secrets, from URLs or headers', async () => {
    await get('/oidc/session/end?id_token_hint=SECRET-ID-TOKEN&state=SECRET-STATE&ui_locales=nl')
    await get('/api/v1/_me?access_token=SECRET-ACCESS', {
      authorization: 'Bearer SECRET-BEARER',
      cookie: '_session=SECRET-COOKIE',
    })
    await get('/api/v1/customers?refresh_token=SECRET-REFRESH&q=visible')
    await get('/account/set-password/SECRET-INVITATION')
    await get('/oidc/auth?client_id=portico-web&code_challenge=x&state=SECRET-STATE2&nonce=SECRET-NONCE')
    await fetch(`${t.baseUrl}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=SECRET-CODE&code_verifier=SECRET-VERIFIER&client_secret=SECRET-CLIENT',
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const log = lines.join('')
    expect(log).toContain('id_token_hint=[REDACTED]')
    expect(log).toContain('ui_locales=nl')
    expect(log).toContain('q=visible')
    expect(log).not.toMatch(/SECRET/)
  })

  it('puts the request id on every line of a request', async () => {
    await get('/api/health', { 'x-request-id': 'trace-abc.123' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const entries = lines.map((l) => JSON.parse(l) as { request_id?: string; req?: unknown; res?: unknown })
    const requestLines = entries.filter((e) => e.req || e.res)
    expect(requestLines.length).toBeGreaterThan(4)
    for (const entry of requestLines) expect(entry.request_id).toBeTruthy()
    expect(entries.some((e) => e.request_id === 'trace-abc.123')).toBe(true)
  })
})

describe('request ids', () => {
  it('keeps a safe incoming X-Request-Id and returns it in the header and the problem body', async () => {
    const res = await get(`/api/v1/customers/${NO_ID}`, { 'x-request-id': 'lb-7f3a9c' })
    expect(res.status).toBe(401)
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c')
    expect(((await res.json()) as { request_id: string }).request_id).toBe('lb-7f3a9c')
  })

  it('replaces an unsafe or long one with its own', async () => {
    for (const bad of ['<script>', 'x'.repeat(100), 'a b']) {
      const res = await get('/api/v1/_me', { 'x-request-id': bad })
      const id = ((await res.json()) as { request_id: string }).request_id
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(res.headers.get('x-request-id')).toBe(id)
    }
  })
})

describe('GET /api/metrics', () => {
  it('needs the metrics token (401 without or with a wrong one)', async () => {
    const none = await get('/api/metrics')
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect((await get('/api/metrics', { authorization: 'Bearer wrong' })).status).toBe(401)
  })

  it('answers Prometheus text: durations per route pattern, database and process metrics', async () => {
    await get(`/api/v1/customers/${NO_ID}`)
    const res = await get('/api/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*method="GET",route="\/api\/v1\/customers\/:id",status_code="401"/,
    )
    expect(text).not.toContain(NO_ID)
    expect(text).toContain('process_cpu_user_seconds_total')
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    expect(text).toContain(`portico_database_info{driver="${t.database.driver}"} 1`)
    if (t.database.driver === 'postgres')
      expect(text).toMatch(/portico_db_pool_connections\{state="total"\} \d/)
  })

  it('does not exist when METRICS_TOKEN is not set', async () => {
    const database = await openTestDatabase()
    const app = await buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), {
      database,
      logger: false,
    })
    try {
      const res = await app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer anything' } })
      expect(res.statusCode).toBe(404)
    } finally {
      await app.close()
      await database.drop()
    }
  })
})
