import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginEmbedded } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

// A built web app as `npm run build` writes it: a hashed script with its .br and .gz beside it.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))}\n`
const dist = mkdtempSync(join(tmpdir(), 'portico-web-'))
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
writeFileSync(join(dist, 'assets/app-Ab12Cd34.js'), script)
writeFileSync(join(dist, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(script))
writeFileSync(join(dist, 'assets/app-Ab12Cd34.js.gz'), gzipSync(script))

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({}, { webDist: dist })
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, encoding?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(encoding ? { 'accept-encoding': encoding } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  })

describe('the built web app', () => {
  it('sends a hashed script precompressed as the browser accepts, cached for a year', async () => {
    const br = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)
    const plain = await get('/assets/app-Ab12Cd34.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/javascript/)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers.vary).toMatch(/accept-encoding/i)
    }
  })

  it('has index.html, and the pages it stands in for, revalidated on every load', async () => {
    for (const url of ['/index.html', '/', '/customers/active']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<div id="root">')
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
  })
})

describe('API answers', () => {
  it('compresses the OpenAPI description with brotli or gzip', async () => {
    const br = await get('/api/openapi.json', 'br;q=1, gzip;q=0.8')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).openapi).toBe('3.1.0')
    const gz = await get('/api/openapi.json', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toBe('3.1.0')
    expect((await get('/api/openapi.json')).headers['content-encoding']).toBeUndefined()
  })

  it('compresses JSON of 1 KB or more and leaves small answers as they are', async () => {
    const { access_token: token } = await loginEmbedded(t.baseUrl, 'admin@example.com', 'admin')
    const list = await get('/api/v1/customers', 'gzip, br', token)
    expect(list.statusCode).toBe(200)
    expect(list.headers['content-encoding']).toBe('br')
    expect(list.headers['cache-control']).toBe('no-store')
    expect(brotliDecompressSync(list.rawPayload).length).toBeGreaterThanOrEqual(1024)
    const health = await get('/api/health', 'gzip, br')
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toEqual({ status: 'ok' })
  })
})
