import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idpAccounts, memberships, users } from '../src/db/schema/index.ts'
import { hashPassword } from '../src/idp/accounts.ts'
import { loginEmbedded, type Tokens } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api, companyIds, loginAll } from './helpers/tokens.ts'

/**
 * The tenant-isolation matrix (security.md 7-9): user x company x route x method.
 * Every /api/v1 route must appear in ROUTES; a route missing here fails the suite.
 */
type Who = 'admin' | 'staff' | 'jane' | 'reseller' | 'solo'
const WHO: Who[] = ['admin', 'staff', 'jane', 'reseller', 'solo']
const COMPANIES = ['Portico Demo Provider', 'Acme B.V.', 'Globex Ltd', 'Resell IT B.V.', 'Initech'] as const

/** Which companies each user may see without a scope. */
const VISIBLE: Record<Who, readonly string[]> = {
  admin: COMPANIES,
  staff: COMPANIES,
  jane: ['Acme B.V.', 'Globex Ltd'],
  reseller: ['Resell IT B.V.', 'Initech'],
  solo: [],
}
/** Which companies each user may pick as X-Company (a reseller's scope includes its customers). */
const SCOPABLE = VISIBLE

const ROUTES = [
  'GET /api/v1/_me',
  'PATCH /api/v1/_me',
  'GET /api/v1/_me/menu',
  'GET /api/v1/companies/:id',
] as const

let t: TestApp
let tokens: Record<Who, Tokens>
let ids: Record<string, string>

beforeAll(async () => {
  t = await startTestApp()
  ids = await companyIds(t)
  const { db } = t.database
  const [account] = await db
    .insert(idpAccounts)
    .values({
      email: 'staff@example.com',
      password_hash: await hashPassword('staff'),
      display_name: 'Stan Staff',
    })
    .returning()
  const [user] = await db
    .insert(users)
    .values({
      issuer: t.env.issuer,
      subject: account?.id ?? '',
      username: 'staff@example.com',
      display_name: 'Stan Staff',
    })
    .returning()
  await db
    .insert(memberships)
    .values({ user_id: user?.id ?? '', company_id: ids['Portico Demo Provider'] ?? '', role: 'member' })
  tokens = { ...(await loginAll(t)), staff: await loginEmbedded(t.baseUrl, 'staff@example.com', 'staff') }
})
afterAll(() => t?.close())

describe('route inventory', () => {
  it('every /api/v1 route declares its access and is covered by this matrix', () => {
    const registered = t.app.routeInventory.map((r) => `${r.method} ${r.url}`).sort()
    expect(registered).toEqual([...ROUTES].sort())
  })
})

describe.each(WHO)('%s', (who) => {
  const call = (company?: string) => api(t, tokens[who].access_token, company)

  it.each(COMPANIES)('GET /companies/:id of %s: 200 when visible, else 404', async (name) => {
    const res = await call()('GET', `/api/v1/companies/${ids[name]}`)
    expect(res.status).toBe(VISIBLE[who].includes(name) ? 200 : 404)
    if (res.status === 200) expect(res.body.data.name).toBe(name)
  })

  it.each(COMPANIES)('X-Company %s: accepted only when it is theirs (403 otherwise)', async (name) => {
    for (const route of ['/api/v1/_me', '/api/v1/_me/menu', `/api/v1/companies/${ids[name]}`]) {
      const res = await call(ids[name])('GET', route)
      expect(res.status, route).toBe(SCOPABLE[who].includes(name) ? 200 : 403)
    }
    const patch = await call(ids[name])('PATCH', '/api/v1/_me', { locale: 'en' })
    expect(patch.status).toBe(SCOPABLE[who].includes(name) ? 200 : 403)
  })

  it('a malformed X-Company gives 400 on every route', async () => {
    for (const route of ROUTES) {
      const [method, path] = route.split(' ') as [string, string]
      const res = await call('not-a-uuid')(
        method,
        path.replace(':id', ids.Initech ?? ''),
        method === 'PATCH' ? { locale: 'en' } : undefined,
      )
      expect(res.status, route).toBe(400)
    }
  })

  it('an unknown company in X-Company gives 403', async () => {
    const res = await call('00000000-0000-4000-8000-000000000000')('GET', '/api/v1/_me')
    expect(res.status).toBe(403)
  })

  it('no header: GET /_me lists their own companies, the menu shows Provider only to staff', async () => {
    const me = await call()('GET', '/api/v1/_me')
    expect(me.status).toBe(200)
    const menu = await call()('GET', '/api/v1/_me/menu')
    const names = menu.body.data.map((n: { name: string }) => n.name)
    expect(names.includes('menu.provider')).toBe(who === 'admin' || who === 'staff')
    expect(names).toContain('menu.general')
  })

  it('a scope restricts what is visible to that company and its customers', async () => {
    const scope = SCOPABLE[who][0]
    if (!scope) return
    for (const name of COMPANIES) {
      const res = await call(ids[scope])('GET', `/api/v1/companies/${ids[name]}`)
      const inScope =
        name === scope ||
        (scope === 'Resell IT B.V.' && name === 'Initech') ||
        scope === 'Portico Demo Provider'
      expect(res.status, `${scope} -> ${name}`).toBe(inScope ? 200 : 404)
    }
  })
})

describe('without a token', () => {
  it.each(ROUTES)('%s gives 401', async (route) => {
    const [method, path] = route.split(' ') as [string, string]
    const res = await api(t)(
      method,
      path.replace(':id', ids.Initech ?? ''),
      method === 'PATCH' ? { locale: 'en' } : undefined,
    )
    expect(res.status).toBe(401)
  })
})

describe('PATCH /_me', () => {
  it('stores the locale, and refuses an unknown one naming the field, in the caller language', async () => {
    const jane = api(t, tokens.jane.access_token)
    expect((await jane('PATCH', '/api/v1/_me', { locale: 'nl' })).body.locale).toBe('nl')
    const bad = await jane('PATCH', '/api/v1/_me', { locale: 'de' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('locale')
    expect(bad.body.detail).toMatch(/Ongeldige invoer/)
    expect((await jane('GET', '/api/v1/_me')).body.locale).toBe('nl')
    const extra = await jane('PATCH', '/api/v1/_me', { locale: 'en', roles: ['super-admin'] })
    expect(extra.status).toBe(400)
    expect(extra.body.errors[0].field).toBe('roles')
  })
})
