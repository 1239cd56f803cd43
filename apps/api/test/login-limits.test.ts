// @postgres: the sign-in lockout across instances (docs/testing.md)
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rateLimits } from '../src/db/schema/index.ts'
import { CookieJar, loginEmbedded } from './helpers/oidcLogin.ts'
import { startTestApp, startTwinApp, type TestApp } from './helpers/testApp.ts'

/** The embedded IdP's sign-in limits live in the database: two instances count together. */
const SETTINGS = { LOGIN_MAX_ATTEMPTS: '3', LOGIN_RATE_LIMIT: '8' }
let a: TestApp
let b: TestApp

beforeAll(async () => {
  a = await startTestApp(SETTINGS)
  b = await startTwinApp(a, SETTINGS)
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})
beforeEach(async () => {
  await a.database.db.delete(rateLimits)
})

/** The login page of a fresh authorization request at one instance. */
async function loginPage(t: TestApp) {
  const jar = new CookieJar()
  const params = new URLSearchParams({
    client_id: 'portico-web',
    redirect_uri: `${t.baseUrl}/auth/callback`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
    code_challenge_method: 'S256',
  })
  const response = await fetch(`${t.baseUrl}/oidc/auth?${params}`, { redirect: 'manual' })
  jar.store(response)
  return { jar, url: new URL(response.headers.get('location') ?? '', t.baseUrl).toString() }
}

async function attempt(t: TestApp, email: string, password: string, lang = 'en') {
  const { jar, url } = await loginPage(t)
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ email, password, lang }),
  })
  const html = await response.text()
  const message = /role="alert">([^<]*)</.exec(html)?.[1] ?? ''
  return { status: response.status, message, retryAfter: response.headers.get('retry-after') }
}

describe('sign-in lockout', () => {
  it('locks an address after failures spread over both instances, for the right password too', async () => {
    expect((await attempt(a, 'reseller@example.com', 'bad-1')).message).toContain('incorrect')
    expect((await attempt(b, 'reseller@example.com', 'bad-2')).message).toContain('incorrect')
    const third = await attempt(a, 'reseller@example.com', 'bad-3')
    expect(third.message).toContain('Too many failed attempts')
    expect((await attempt(b, 'reseller@example.com', 'reseller')).message).toContain(
      'Too many failed attempts',
    )
  })

  it('answers an unknown address exactly as an existing one, so the lockout reveals nothing', async () => {
    const known = [] as { status: number; message: string }[]
    const unknown = [] as { status: number; message: string }[]
    for (let i = 0; i < 4; i++) {
      const { status, message } = await attempt(i % 2 ? b : a, 'jane@example.com', `bad-${i}`)
      known.push({ status, message })
      const other = await attempt(i % 2 ? a : b, 'nobody-here@example.com', `bad-${i}`)
      unknown.push({ status: other.status, message: other.message })
    }
    expect(unknown).toEqual(known)
    expect(known.at(-1)?.message).toContain('Too many failed attempts')
  })

  it('counts one address however it is written', async () => {
    await attempt(a, 'Solo@Example.com', 'bad-1')
    await attempt(b, '  solo@example.COM ', 'bad-2')
    expect((await attempt(a, 'solo@example.com', 'bad-3')).message).toContain('Too many failed attempts')
  })

  it('lets a good sign-in through and starts the count afresh', async () => {
    await attempt(a, 'admin@example.com', 'bad-1')
    await attempt(b, 'admin@example.com', 'bad-2')
    await loginEmbedded(b.baseUrl, 'admin@example.com', 'admin')
    expect((await attempt(a, 'admin@example.com', 'bad-3')).message).toContain('incorrect')
  })
})

describe('sign-in rate limit per client address', () => {
  it('counts attempts on both instances together and answers 429 with Retry-After, in Dutch too', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await attempt(i % 2 ? b : a, `x${i}@example.com`, 'x')).status)
    expect(statuses.every((s) => s === 401)).toBe(true)
    const refused = await attempt(b, 'x9@example.com', 'x', 'nl')
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(refused.message).toContain('Te veel inlogpogingen vanaf uw netwerk')
  })
})
