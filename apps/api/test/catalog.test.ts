import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginEmbedded, type Tokens } from './helpers/oidcLogin.ts'
import { fieldsOf } from './helpers/problems.ts'
import { addStaffMember } from './helpers/staff.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api, companyIds, type DemoUser, loginAll } from './helpers/tokens.ts'

let t: TestApp
let tokens: Record<DemoUser | 'initech', Tokens>
let ids: Record<string, string>
beforeAll(async () => {
  t = await startTestApp()
  ids = await companyIds(t)
  await addStaffMember(t.database.db, {
    issuer: t.env.issuerKey,
    providerId: ids.Initech ?? '',
    email: 'ian@initech.example',
    password: 'initech',
    name: 'Ian Initech',
  })
  tokens = {
    ...(await loginAll(t)),
    initech: await loginEmbedded(t.baseUrl, 'ian@initech.example', 'initech'),
  }
})
afterAll(() => t?.close())

const as = (who: DemoUser | 'initech', company?: string) => api(t, tokens[who].access_token, company)
const product = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name_en: `Hosting ${code}`,
  name_nl: `Hosting ${code} NL`,
  category: 'hosting.web',
  type: 'service',
  prices: [
    { currency: 'EUR', period: 'P1M', price_minor: 1000, setup_minor: 500 },
    { currency: 'EUR', period: 'P1Y', price_minor: 10000, enabled: false },
  ],
  options: [
    {
      kind: 'select',
      code: 'region',
      name_en: 'Region',
      name_nl: 'Regio',
      required: true,
      choices: [{ code: 'ams', name_en: 'Amsterdam', name_nl: 'Amsterdam', prices: [] }],
    },
  ],
  ...extra,
})

describe('products (staff)', () => {
  it('creates a product with prices and an option, read back with its ETag', async () => {
    const res = await as('admin')('POST', '/api/v1/catalog/products', product('t-one'))
    expect(res.status).toBe(201)
    expect(res.headers.get('etag')).toBe('W/"1"')
    expect(res.body.data).toMatchObject({
      code: 'T-ONE',
      adapter: 'sandbox',
      vat_rate_bp: 2100,
      visibility: 'public',
      prices: [
        { period: 'P1M', price_minor: 1000, setup_minor: 500, enabled: true },
        { period: 'P1Y', enabled: false },
      ],
      options: [{ kind: 'select', code: 'REGION', required: true }],
    })
    const read = await as('admin')('GET', `/api/v1/catalog/products/${res.body.data.id}`)
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual(res.body.data)
  })

  it('lists by code with search, category and visibility filters and keyset pages', async () => {
    const all = await as('admin')('GET', '/api/v1/catalog/products?limit=200')
    expect(all.body.data.length).toBeGreaterThan(25)
    const web = await as('admin')('GET', '/api/v1/catalog/products?category=hosting.web&q=basis')
    expect(web.body.data.map((p: { code: string }) => p.code)).toEqual(['WEB-BASIS'])
    const first = await as('admin')('GET', '/api/v1/catalog/products?limit=2')
    const second = await as('admin')(
      'GET',
      `/api/v1/catalog/products?limit=2&cursor=${first.body.next_cursor}`,
    )
    const codes = [...first.body.data, ...second.body.data].map((p: { code: string }) => p.code)
    expect(codes).toEqual(all.body.data.slice(0, 4).map((p: { code: string }) => p.code))
    const hidden = await as('admin')('GET', '/api/v1/catalog/products?visibility=hidden')
    expect(hidden.body.data).toEqual([])
    expect((await as('admin')('GET', '/api/v1/catalog/products?cursor=nonsense')).status).toBe(400)
  })

  it('refuses bad prices, naming the field, in the caller language, and stores nothing', async () => {
    const onlyOnce = await as('admin')(
      'POST',
      '/api/v1/catalog/products',
      product('t-bad', { prices: [{ currency: 'EUR', period: 'once', price_minor: 1 }] }),
      { 'accept-language': 'nl' },
    )
    expect(onlyOnce.status).toBe(400)
    expect(fieldsOf(onlyOnce.body)).toContain('prices.0.period')
    expect(JSON.stringify(onlyOnce.body)).toMatch(/terugkerend product/)
    const allDisabled = await as('admin')(
      'POST',
      '/api/v1/catalog/products',
      product('t-bad', { prices: [{ currency: 'EUR', period: 'P1M', price_minor: 1, enabled: false }] }),
    )
    expect(fieldsOf(allDisabled.body)).toContain('prices')
    const oneOff = await as('admin')(
      'POST',
      '/api/v1/catalog/products',
      product('t-bad', { type: 'one_off', options: [] }),
    )
    expect(oneOff.status).toBe(400)
    expect(fieldsOf(oneOff.body)).toContain('prices.0.period')
    const twice = await as('admin')(
      'POST',
      '/api/v1/catalog/products',
      product('t-bad', {
        prices: [
          { currency: 'EUR', period: 'P1M', price_minor: 1 },
          { currency: 'eur', period: 'P1M', price_minor: 2 },
        ],
      }),
    )
    expect(fieldsOf(twice.body)).toContain('prices.1.period')
    const quantity = await as('admin')(
      'POST',
      '/api/v1/catalog/products',
      product('t-bad', {
        options: [{ kind: 'quantity', code: 'x', name_en: 'X', name_nl: 'X', min: 5, max: 1 }],
      }),
    )
    expect(fieldsOf(quantity.body)).toContain('options.0.min')
    const vat = await as('admin')('POST', '/api/v1/catalog/products', product('t-bad', { vat_rate_bp: 1900 }))
    expect(vat.status).toBe(400)
    expect(fieldsOf(vat.body)).toEqual(['vat_rate_bp'])
    const taken = await as('admin')('POST', '/api/v1/catalog/products', product('web-basis'))
    expect(taken.status).toBe(409)
    expect(fieldsOf(taken.body)).toEqual(['code'])
    expect((await as('admin')('GET', '/api/v1/catalog/products?q=t-bad')).body.data).toEqual([])
  })

  it('updates with If-Match only (428 without, 412 stale), archives and restores', async () => {
    const created = await as('admin')('POST', '/api/v1/catalog/products', product('t-two'))
    const url = `/api/v1/catalog/products/${created.body.data.id}`
    const body = product('t-two', { name_en: 'Renamed', visibility: 'hidden' })
    expect((await as('admin')('PUT', url, body)).status).toBe(428)
    expect((await as('admin')('PUT', url, body, { 'if-match': 'W/"7"' })).status).toBe(412)
    const saved = await as('admin')('PUT', url, body, { 'if-match': 'W/"1"' })
    expect(saved.status).toBe(200)
    expect(saved.headers.get('etag')).toBe('W/"2"')
    expect(saved.body.data).toMatchObject({ name_en: 'Renamed', visibility: 'hidden' })
    const retype = await as('admin')('PUT', url, { ...body, type: 'license' }, { 'if-match': 'W/"2"' })
    expect(fieldsOf(retype.body)).toEqual(['type'])
    const archived = await as('admin')('POST', `${url}/archive`)
    expect(archived.body.data.archived_at).not.toBeNull()
    const listed = await as('admin')('GET', '/api/v1/catalog/products?status=archived')
    expect(listed.body.data.map((p: { code: string }) => p.code)).toContain('T-TWO')
    expect((await as('admin')('POST', `${url}/restore`)).body.data.archived_at).toBeNull()
  })

  it('is staff-only: company users get 403, and see no purchase prices anywhere', async () => {
    for (const who of ['jane', 'reseller', 'initech'] as const) {
      expect((await as(who)('GET', '/api/v1/catalog/products')).status, who).toBe(403)
      expect((await as(who)('GET', '/api/v1/catalog/promotions')).status, who).toBe(403)
    }
    const provider = ids['Portico Demo Provider']
    expect((await as('reseller')('GET', `/api/v1/catalog/companies/${provider}/price-list`)).status).toBe(404)
  })
})

const pricesOf = (offers: { code: string; prices: { period: string; price_minor: number }[] }[]) =>
  Object.fromEntries(
    offers.map((o) => [o.code, o.prices.map((p) => `${p.period}:${p.price_minor}`).join(' ')]),
  )

describe('offers and reseller prices', () => {
  it("shows the provider's customers the provider's prices", async () => {
    const res = await as('jane')(
      'GET',
      `/api/v1/catalog/companies/${ids['Acme B.V.']}/offers?category=hosting.web`,
    )
    expect(res.status).toBe(200)
    const prices = pricesOf(res.body.data)
    expect(prices['WEB-BASIS']).toBe('P1M:495 P1Y:4950')
    expect(res.body.data[0].source).toBe('provider')
    expect(prices['T-TWO']).toBeUndefined() // hidden
  })

  it("shows a reseller's customer only the reseller's prices, never the purchase price", async () => {
    const res = await as('initech')('GET', `/api/v1/catalog/companies/${ids.Initech}/price-list`)
    expect(res.status).toBe(200)
    const prices = pricesOf(res.body.data)
    expect(prices['WEB-BASIS']).toBe('P1M:695 P1Y:6950')
    expect(prices['WEB-PLUS']).toBe('P1M:1295')
    expect(prices['WEB-PRO']).toBeUndefined()
    expect(JSON.stringify(res.body)).not.toMatch(/purchase|"price_minor":495\b/)
    expect(res.body.data.every((o: { source: string }) => o.source === 'reseller')).toBe(true)
    const reseller = await as('initech')('GET', `/api/v1/catalog/resellers/${ids['Resell IT B.V.']}/prices`)
    expect(reseller.status).toBe(404)
  })

  it('gives a reseller its purchase and sale prices with the margin, and lets it set a sale price', async () => {
    const url = `/api/v1/catalog/resellers/${ids['Resell IT B.V.']}/prices`
    const list = await as('reseller')('GET', url)
    expect(list.status).toBe(200)
    const basis = list.body.data.find(
      (r: { code: string; period: string }) => r.code === 'WEB-BASIS' && r.period === 'P1M',
    )
    expect(basis).toMatchObject({ purchase_minor: 495, sale_minor: 695, margin_minor: 200 })
    const pro = list.body.data.find((r: { code: string }) => r.code === 'WEB-PRO')
    const set = await as('reseller')('PUT', `${url}/${pro.product_id}`, {
      prices: [{ currency: 'EUR', period: 'P1M', price_minor: 2495 }],
    })
    expect(set.status).toBe(200)
    expect(set.body.data[0]).toMatchObject({ purchase_minor: 1995, sale_minor: 2495, margin_minor: 500 })
    const offers = await as('initech')(
      'GET',
      `/api/v1/catalog/companies/${ids.Initech}/offers?category=hosting.web`,
    )
    expect(pricesOf(offers.body.data)['WEB-PRO']).toBe('P1M:2495')
    const notSold = await as('reseller')('PUT', `${url}/${pro.product_id}`, {
      prices: [{ currency: 'EUR', period: 'P3M', price_minor: 1 }],
    })
    expect(notSold.status).toBe(400)
    expect(fieldsOf(notSold.body)).toEqual(['prices.0.period'])
    expect((await as('jane')('PUT', `${url}/${pro.product_id}`, { prices: [] })).status).toBe(404)
    expect((await as('initech')('PUT', `${url}/${pro.product_id}`, { prices: [] })).status).toBe(404)
    const removed = await as('reseller')('PUT', `${url}/${pro.product_id}`, { prices: [] })
    expect(removed.body.data[0].sale_minor).toBeNull()
  })

  it("keeps one reseller's prices from another", async () => {
    const other = await as('admin')('POST', '/api/v1/resellers', { name: 'Other Reseller B.V.' })
    const url = `/api/v1/catalog/resellers/${other.body.data.id}/prices`
    expect((await as('admin')('GET', url)).status).toBe(200)
    expect((await as('reseller')('GET', url)).status).toBe(404)
    expect(
      (await as('reseller')('GET', `/api/v1/catalog/companies/${other.body.data.id}/price-list`)).status,
    ).toBe(404)
    expect((await as('reseller')('GET', `/api/v1/catalog/resellers/${ids.Initech}/prices`)).status).toBe(404)
  })
})

describe('promotions (staff)', () => {
  it('creates, finds codes case-insensitively, updates with If-Match and archives', async () => {
    const created = await as('admin')('POST', '/api/v1/catalog/promotions', {
      code: 'summer26',
      kind: 'fixed',
      amounts: [{ currency: 'EUR', amount_minor: 500 }],
      starts_on: '2026-06-01',
      ends_on: '2026-08-31',
      max_uses: 10,
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ code: 'SUMMER26', uses: 0, periods: null, active: true })
    const again = await as('admin')('POST', '/api/v1/catalog/promotions', {
      code: 'Summer26',
      kind: 'percentage',
      percent_bp: 500,
    })
    expect(again.status).toBe(409)
    const url = `/api/v1/catalog/promotions/${created.body.data.id}`
    const update = { code: 'SUMMER26', kind: 'percentage', percent_bp: 1500, periods: 2 }
    expect((await as('admin')('PUT', url, update)).status).toBe(428)
    const saved = await as('admin')('PUT', url, update, { 'if-match': 'W/"1"' })
    expect(saved.body.data).toMatchObject({ percent_bp: 1500, amounts: [], periods: 2, version: 2 })
    expect((await as('admin')('POST', `${url}/archive`)).body.data.archived_at).not.toBeNull()
    const list = await as('admin')('GET', '/api/v1/catalog/promotions')
    expect(list.body.data.map((p: { code: string }) => p.code)).toEqual(['VPS25', 'WELKOM10'])
  })

  it('refuses a promotion without its value, with dates the wrong way round, or foreign products', async () => {
    const post = (body: unknown) => as('admin')('POST', '/api/v1/catalog/promotions', body)
    expect(fieldsOf((await post({ code: 'X1', kind: 'percentage' })).body)).toEqual(['percent_bp'])
    expect(fieldsOf((await post({ code: 'X1', kind: 'fixed' })).body)).toEqual(['amounts'])
    const dates = await post({
      code: 'X1',
      kind: 'percentage',
      percent_bp: 1,
      starts_on: '2026-02-01',
      ends_on: '2026-01-31',
    })
    expect(fieldsOf(dates.body)).toEqual(['ends_on'])
    const foreign = await post({ code: 'X1', kind: 'percentage', percent_bp: 1, product_ids: [ids.Initech] })
    expect(fieldsOf(foreign.body)).toEqual(['product_ids'])
  })
})
