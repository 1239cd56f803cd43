// @postgres: every route as every kind of user, on the production database (docs/testing.md)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BOOKS,
  COMPANIES,
  KIND,
  MANAGES,
  matrixSetup,
  ROUTES,
  SELLER,
  VISIBLE,
  WHO,
  type Who,
} from './helpers/matrix.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'

/**
 * The tenant-isolation matrix (security.md 7-9): user x company x route x method, generated from
 * helpers/matrix.ts. Every /api/v1 route must appear there; a route missing fails the suite.
 */
const SCOPABLE = VISIBLE
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

let t: TestApp
let tokens: Record<Who, Tokens>
let ids: Record<string, string>
let feedbackId = ''

beforeAll(async () => {
  t = await startTestApp()
  ;({ tokens, ids } = await matrixSetup(t))
  const created = await api(t, tokens.jane.access_token)('POST', '/api/v1/feedback', {
    message: 'The invoice page is slow',
    screenshot: PNG_1PX,
  })
  feedbackId = created.body.data.id
  ids.feedback = feedbackId
})
afterAll(() => t?.close())

describe('route inventory', () => {
  it('every /api/v1 route declares its access and is covered by this matrix', () => {
    const registered = t.app.routeInventory.map((r) => `${r.method} ${r.url}`).sort()
    expect(registered).toEqual(Object.keys(ROUTES).sort())
    // A public route is a deliberate exception: exactly the ones the matrix marks public.
    const open = t.app.routeInventory.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`)
    expect(open.sort()).toEqual(
      Object.keys(ROUTES)
        .filter((k) => ROUTES[k]?.public)
        .sort(),
    )
  })
})

/** Every route but the public ones (which read no token and no X-Company). */
const signedInRoutes = Object.entries(ROUTES).filter(([, s]) => !s.public)

describe.each(WHO)('%s', (who) => {
  const call = (company?: string) => api(t, tokens[who].access_token, company)

  it.each(COMPANIES)('reads of %s by id: 200 when visible and of the right kind, else 404', async (name) => {
    for (const [route, sample] of Object.entries(ROUTES).filter(([, s]) => s.readsCompany)) {
      const res = await call()('GET', sample.path(ids, ids[name]))
      const kindOk = sample.readsCompany === 'any' || sample.readsCompany === KIND[name]
      expect(res.status, route).toBe(VISIBLE[who].includes(name) && kindOk ? 200 : 404)
      if (res.status === 200 && res.body.data?.name) expect(res.body.data.name).toBe(name)
    }
  })

  it.each(COMPANIES.filter((c) => KIND[c] !== 'provider'))(
    'archive and restore %s: 200 when they manage it, 403 when only visible, 404 otherwise',
    async (name) => {
      const plural = KIND[name] === 'reseller' ? 'resellers' : 'customers'
      const expected = MANAGES[who].includes(name) ? 200 : VISIBLE[who].includes(name) ? 403 : 404
      for (const action of ['archive', 'restore']) {
        const res = await call()('POST', `/api/v1/${plural}/${ids[name]}/${action}`)
        expect(res.status, action).toBe(expected)
      }
      const put = await call()('PUT', `/api/v1/${plural}/${ids[name]}`, { name })
      expect(put.status).toBe(428)
    },
  )

  it.each(COMPANIES)('X-Company %s: accepted only when it is theirs (403 otherwise)', async (name) => {
    for (const route of ['/api/v1/_me', '/api/v1/_me/menu', `/api/v1/companies/${ids[name]}`]) {
      const res = await call(ids[name])('GET', route)
      expect(res.status, route).toBe(SCOPABLE[who].includes(name) ? 200 : 403)
    }
    const patch = await call(ids[name])('PATCH', '/api/v1/_me', { locale: 'en' })
    expect(patch.status).toBe(SCOPABLE[who].includes(name) ? 200 : 403)
  })

  it('a malformed X-Company gives 400 on every route', async () => {
    for (const [route, sample] of signedInRoutes) {
      const res = await call('not-a-uuid')(route.split(' ')[0] ?? '', sample.path(ids), sample.body)
      expect(res.status, route).toBe(400)
    }
  })

  it('a foreign X-Company gives 403 on every route', async () => {
    const foreign = COMPANIES.find((c) => !SCOPABLE[who].includes(c))
    if (!foreign) return
    for (const [route, sample] of signedInRoutes) {
      const res = await call(ids[foreign])(route.split(' ')[0] ?? '', sample.path(ids), sample.body)
      expect(res.status, route).toBe(403)
    }
  })

  it('staff-only routes: 403 for company users, allowed for staff', async () => {
    for (const [route, sample] of Object.entries(ROUTES).filter(([, s]) => s.staffOnly)) {
      const res = await call()(route.split(' ')[0] ?? '', sample.path(ids))
      expect(res.status, route).toBe(who === 'admin' || who === 'staff' ? 200 : 403)
    }
  })

  it('books routes: allowed for staff and a reseller (its own books), 403 for other company users', async () => {
    for (const [route, sample] of Object.entries(ROUTES).filter(([, s]) => s.issuer)) {
      const res = await call()(route.split(' ')[0] ?? '', sample.path(ids))
      expect(res.status, route).toBe(who === 'jane' || who === 'solo' ? 403 : 200)
    }
  })

  it.each(COMPANIES)(
    'the account, online payments and mandates of %s: 200 only in the books of its seller, 404 in anyone else’s',
    async (name) => {
      const books = BOOKS[who]
      for (const part of ['account', 'online-payments', 'mandates']) {
        const res = await call()('GET', `/api/v1/customers/${ids[name]}/${part}`)
        expect(res.status, part).toBe(books === null ? 403 : SELLER[name] === books ? 200 : 404)
      }
    },
  )

  it('dashboard, search and activity only show what is visible', async () => {
    const dashboard = await call()('GET', '/api/v1/dashboard')
    expect(dashboard.status).toBe(200)
    if (who === 'jane' || who === 'reseller' || who === 'solo') {
      const names = dashboard.body.data.companies.map((c: { name: string }) => c.name).sort()
      expect(names).toEqual([...VISIBLE[who]].sort())
    }
    for (const name of COMPANIES) {
      const hits = await call()('GET', `/api/v1/search?query=${encodeURIComponent(name)}`)
      const titles = hits.body.data.map((h: { title: string }) => h.title)
      expect(titles.includes(name), `${who} searching ${name}`).toBe(VISIBLE[who].includes(name))
    }
    const activity = await call()('GET', '/api/v1/activity')
    expect(activity.status).toBe(200)
    for (const item of activity.body.data) {
      if (item.company_name) expect(VISIBLE[who]).toContain(item.company_name)
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
    expect(names.includes('menu.admin')).toBe(who === 'admin' || who === 'staff')
    expect(names.includes('menu.myCustomers')).toBe(who === 'reseller')
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
  it.each(signedInRoutes.map(([route]) => route))('%s gives 401', async (route) => {
    const sample = ROUTES[route]
    const res = await api(t)(route.split(' ')[0] ?? '', sample?.path(ids) ?? '', sample?.body)
    expect(res.status).toBe(401)
  })
})

describe('feedback', () => {
  it('stores a report with its screenshot, which staff can read back as PNG', async () => {
    const list = await api(t, tokens.staff.access_token)('GET', '/api/v1/feedback')
    expect(list.body.data.find((f: { id: string }) => f.id === feedbackId)).toMatchObject({
      has_screenshot: true,
    })
    const png = await fetch(`${t.baseUrl}/api/v1/feedback/${feedbackId}/screenshot`, {
      headers: { authorization: `Bearer ${tokens.staff.access_token}` },
    })
    expect(png.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')
  })

  it('refuses an empty message, naming the field, and stores nothing', async () => {
    const staff = api(t, tokens.staff.access_token)
    const before = (await staff('GET', '/api/v1/feedback')).body.data.length
    const res = await api(t, tokens.jane.access_token)('POST', '/api/v1/feedback', { message: '   ' })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toBe('message')
    const notPng = await api(t, tokens.jane.access_token)('POST', '/api/v1/feedback', {
      message: 'x',
      screenshot: 'data:image/png;base64,aGVsbG8=',
    })
    expect(notPng.status).toBe(400)
    expect((await staff('GET', '/api/v1/feedback')).body.data.length).toBe(before)
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
