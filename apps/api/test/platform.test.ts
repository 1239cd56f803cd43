// @postgres: health while the database does not answer; migrations on a real server (docs/testing.md)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadEnv } from '../src/config/env.ts'
import { openDatabase } from '../src/db/client.ts'
import { auditLog, companies } from '../src/db/schema/index.ts'
import { freePort } from './helpers/freePort.ts'
import { loginEmbedded, refreshGrant } from './helpers/oidcLogin.ts'
import { pgliteDump, templateFor } from './helpers/templates.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

describe('HTTP surface', () => {
  it('GET /api/health is 200 {"status":"ok"} while the database answers', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('GET /api/health is 503 when the database does not answer', async () => {
    const app = await buildApp(t.env, { database: { ...t.database, ping: async () => false }, logger: false })
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    await app.close()
  })

  it('serves an OpenAPI 3.1 document that lists every API route, and the docs page', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as {
      openapi: string
      paths: Record<string, Record<string, { operationId?: string }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    for (const { method, url } of t.app.routeInventory) {
      const path = url.replace(/:(\w+)/g, '{$1}')
      expect(doc.paths[path]?.[method.toLowerCase()]?.operationId, `${method} ${url}`).toBeTruthy()
    }
    expect((await fetch(`${t.baseUrl}/api/docs/`)).status).toBe(200)
  })

  it('sets security headers and no-store on the API', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('strict-transport-security')).toContain('max-age=')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBeTruthy()
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('allows CORS only for listed origins', async () => {
    const allowed = await fetch(`${t.baseUrl}/api/health`, { headers: { origin: t.baseUrl } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(t.baseUrl)
    const denied = await fetch(`${t.baseUrl}/api/health`, { headers: { origin: 'https://evil.example' } })
    expect(denied.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers unknown /api paths with a problem+json 404 and no stack trace', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/nothing-here`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('application/problem+json')
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ status: 404, title: 'Not Found' })
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/)
  })

  it('refuses malformed JSON with a 400 problem, not a 500', async () => {
    const tokens = await loginEmbedded(t.baseUrl, 'jane@example.com', 'jane')
    const res = await fetch(`${t.baseUrl}/api/v1/_me`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: '{"locale": ',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('application/problem+json')
  })
})

describe('the user’s own settings', () => {
  it('keeps the appearance on the server (it follows the user to another browser); bad values change nothing', async () => {
    const tokens = await loginEmbedded(t.baseUrl, 'jane@example.com', 'jane')
    const jane = api(t, tokens.access_token)
    const appearance = {
      dark_mode: 'on',
      color_theme: 'amethyst',
      sidebar_style: 'light',
      header_style: 'dark',
      changed_at: '2026-11-25T10:00:00.000Z',
    }
    const saved = await jane('PATCH', '/api/v1/_me', { appearance })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.appearance).toEqual(appearance)
    const again = await api(t, (await loginEmbedded(t.baseUrl, 'jane@example.com', 'jane')).access_token)
    expect((await again('GET', '/api/v1/_me')).body.appearance).toEqual(appearance)
    const bad = await jane('PATCH', '/api/v1/_me', { appearance: { ...appearance, color_theme: 'neon' } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body.errors)).toContain('appearance.color_theme')
    expect((await jane('PATCH', '/api/v1/_me', {})).status).toBe(400)
    expect((await jane('GET', '/api/v1/_me')).body.appearance).toEqual(appearance)
  })
})

describe('audit log', () => {
  it('records changes with who, what, before/after and the request id, and refuses UPDATE and DELETE', async () => {
    const tokens = await loginEmbedded(t.baseUrl, 'jane@example.com', 'jane')
    await api(t, tokens.access_token)('PATCH', '/api/v1/_me', { locale: 'nl' })
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'user.locale_changed'`)
    expect(rows.at(-1)).toMatchObject({ entity: 'user', after: { locale: 'nl' } })
    expect(rows.at(-1)?.request_id).toBeTruthy()
    await expect(t.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow()
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow()
  })

  it('records logins, failed logins and denials', async () => {
    await loginEmbedded(t.baseUrl, 'solo@example.com', 'solo')
    await loginEmbedded(t.baseUrl, 'solo@example.com', 'nope').catch(() => undefined)
    const tokens = await loginEmbedded(t.baseUrl, 'solo@example.com', 'solo')
    await api(t, tokens.access_token, '00000000-0000-4000-8000-000000000000')('GET', '/api/v1/_me')
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog)).map(
      (r) => r.action,
    )
    expect(actions).toEqual(expect.arrayContaining(['auth.login', 'auth.login_failed', 'access.denied']))
  })
})

describe('restart', () => {
  it('keeps data, signing keys and sessions: a token from before the restart still works', async () => {
    if (process.env.TEST_DRIVER === 'postgres') return // PGlite persistence is what this checks
    const dir = mkdtempSync(join(tmpdir(), 'portico-restart-'))
    const port = await freePort()
    const env = loadEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    })
    try {
      // The data directory starts as the run's template (a first start from an empty one is what the
      // browser suite's template is made by, docs/testing.md): what this checks is the restart.
      await (await openDatabase({ dataDir: dir, from: pgliteDump(templateFor(env)) })).close()
      let app = await buildApp(env, { logger: false })
      await app.listen({ port, host: '127.0.0.1' })
      const tokens = await loginEmbedded(env.PUBLIC_URL, 'jane@example.com', 'jane')
      const patch = await app.inject({
        method: 'PATCH',
        url: '/api/v1/_me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
        payload: { locale: 'nl' },
      })
      expect(patch.statusCode).toBe(200)
      await app.close()

      app = await buildApp(env, { logger: false })
      await app.listen({ port, host: '127.0.0.1' })
      const me = await app.inject({
        method: 'GET',
        url: '/api/v1/_me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      })
      expect(me.statusCode).toBe(200)
      expect(me.json()).toMatchObject({ locale: 'nl', email: 'jane@example.com' })
      const refreshed = await refreshGrant(env.PUBLIC_URL, tokens.refresh_token ?? '')
      expect(refreshed.status).toBe(200)
      await app.close()
      const reopened = await openDatabase({ dataDir: dir })
      const [row] = await reopened.db.select({ n: count() }).from(companies)
      expect(row?.n).toBe(5)
      await reopened.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
