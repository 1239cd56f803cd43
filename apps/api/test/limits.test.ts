// @postgres: rate limits counted in the database across instances; concurrent claims (docs/testing.md)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rateLimits } from '../src/db/schema/index.ts'
import { createRateLimiter, retryAfterSeconds } from '../src/lib/rateLimit.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { startTestApp, startTwinApp, type TestApp } from './helpers/testApp.ts'
import { api, companyIds, type DemoUser, loginAll } from './helpers/tokens.ts'

/** API rate limits (security.md 17), counted in the database: two instances share one budget. */
const LIMITS = {
  RATE_LIMIT_USER_PER_MINUTE: '6',
  RATE_LIMIT_WRITES_PER_MINUTE: '2',
  RATE_LIMIT_COMPANY_PER_MINUTE: '8',
}
let a: TestApp
let b: TestApp
let tokens: Record<DemoUser, Tokens>
let ids: Record<string, string>

beforeAll(async () => {
  a = await startTestApp(LIMITS)
  b = await startTwinApp(a, LIMITS)
  tokens = await loginAll(a)
  ids = await companyIds(a)
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})
// Each test starts with fresh counters (the minute may also roll over between tests).
beforeEach(async () => {
  await a.database.db.delete(rateLimits)
})

const on =
  (t: TestApp, who: DemoUser, company?: string, lang = 'en') =>
  (method: string, path: string) =>
    api(t, tokens[who].access_token, company)(method, path, undefined, { 'accept-language': lang })

describe('rate limits', () => {
  it('limits each user across instances, with 429 problem+json and Retry-After', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await on(i % 2 ? b : a, 'solo')('GET', '/api/v1/_me')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
    const refused = await on(b, 'solo')('GET', '/api/v1/_me')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(120)
    expect(refused.body).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(refused.body.detail).toContain('at most 6 a minute for each user')
    const dutch = await on(a, 'solo', undefined, 'nl')('GET', '/api/v1/_me')
    expect(dutch.status).toBe(429)
    expect(dutch.body.detail).toContain('hoogstens 6 per minuut per gebruiker')
    // Another user is not affected.
    expect((await on(a, 'admin')('GET', '/api/v1/_me')).status).toBe(200)
  })

  it('limits writes per user more tightly than reads', async () => {
    const post = (t: TestApp) =>
      api(t, tokens.reseller.access_token)('POST', '/api/v1/feedback', { message: 'Nice portal' })
    expect((await post(a)).status).toBe(201)
    expect((await post(b)).status).toBe(201)
    const refused = await post(a)
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toContain('Too many changes: at most 2 a minute')
    expect((await on(b, 'reseller')('GET', '/api/v1/_me')).status).toBe(200)
  })

  it('limits each company: its users together, whichever instance they reach', async () => {
    const acme = ids['Acme B.V.'] ?? ''
    // jane (6 a minute) and the super-admin, both in Acme's scope: 8 requests for Acme in all.
    for (let i = 0; i < 5; i++) expect((await on(a, 'jane', acme)('GET', '/api/v1/_me')).status).toBe(200)
    for (let i = 0; i < 3; i++) expect((await on(b, 'admin', acme)('GET', '/api/v1/_me')).status).toBe(200)
    const refused = await on(b, 'admin', acme)('GET', '/api/v1/_me')
    expect(refused.status).toBe(429)
    expect(refused.body.detail).toContain('Too many requests from this company: at most 8 a minute')
    // The same user for another company still gets through.
    expect((await on(a, 'jane', ids['Globex Ltd'])('GET', '/api/v1/_me')).status).toBe(200)
  })

  it('leaves public routes alone', async () => {
    for (let i = 0; i < 10; i++) expect((await fetch(`${a.baseUrl}/api/health`)).status).toBe(200)
  })
})

describe('claims shared by instances', () => {
  it('never lets more through than the limit, however the requests are spread', async () => {
    // An hour's window, so that the test never straddles two windows.
    const limiters = [createRateLimiter(a.database, 3_600_000), createRateLimiter(b.database, 3_600_000)]
    const limit = [{ key: 'test:spread', max: 200 }]
    let served = 0
    for (let i = 0; i < 300; i++) {
      const verdict = await limiters[i % 3 === 0 ? 1 : 0]?.hit(limit)
      if (!verdict) served++
    }
    expect(served).toBeLessThanOrEqual(200)
    // Slices claimed but not used by the other instance only make the end come a little early.
    expect(served).toBeGreaterThanOrEqual(180)
  })

  it('serves concurrent requests on one instance from one claim, far below the limit', async () => {
    const limiter = createRateLimiter(a.database, 3_600_000)
    const limit = [{ key: 'test:burst', max: 1000 }]
    // Fifty at once: each claiming its own tenth would claim five times the limit and refuse most.
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(limit)))
    expect(verdicts.filter((v) => v !== null)).toEqual([])
  })

  it('near the limit, concurrent requests claim one each and exactly the limit is served', async () => {
    const limiter = createRateLimiter(a.database, 3_600_000)
    const limit = [{ key: 'test:crowd', max: 5 }]
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(limit)))
    expect(verdicts.filter((v) => v === null)).toHaveLength(5)
  })
})

describe('the sliding window', () => {
  const window = 60_000
  const at = (seconds: number) => ({ window_index: 10, now_ms: 10 * window + seconds * 1000 })

  it('lets a request through while the estimate stays within the limit', () => {
    expect(retryAfterSeconds({ hits: 5, previous: 0, ...at(30) }, 5, window)).toBe(0)
    expect(retryAfterSeconds({ hits: 1, previous: 8, ...at(30) }, 5, window)).toBe(0)
  })

  it('waits for the previous window to fade, or for the next window', () => {
    // 2 now + 10 before, half-way: estimate 7 > 5; room for one more when 10 * (1 - f) <= 2, at f = 0.8.
    expect(retryAfterSeconds({ hits: 2, previous: 10, ...at(30) }, 5, window)).toBe(18)
    // 6 now: only the next window helps, when 6 * (1 - f) <= 4, f = 1/3 into it.
    expect(retryAfterSeconds({ hits: 6, previous: 0, ...at(30) }, 5, window)).toBe(50)
  })
})
