import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../src/config/env.ts'
import { allProducts } from '../src/modules/catalog/marketplace/adapter.ts'
import { cmpMarketplace } from '../src/modules/catalog/marketplace/cmpApi.ts'
import { codeOfMpn } from '../src/modules/catalog/marketplace.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/** Issue 11: the cloud marketplace's products imported into the catalogue with a resale price. */
const demo = useDemoApp()

describe('cloud marketplace (sandbox)', () => {
  it('lists the distributor’s products for staff, with search and paging, and nobody else', async () => {
    const all = await demo.as('admin')('GET', '/api/v1/catalog/marketplace/products')
    expect(all.status, JSON.stringify(all.body)).toBe(200)
    expect(all.body).toMatchObject({ mode: 'sandbox', total: 12 })
    const acronis = await demo.as('admin')('GET', '/api/v1/catalog/marketplace/products?q=acronis&limit=1')
    expect(acronis.body.total).toBe(2)
    expect(acronis.body.data).toHaveLength(1)
    expect(acronis.body.data[0]).toMatchObject({
      vendor: 'Acronis',
      period: 'P1M',
      term: 'P1Y',
      costs: [{ currency: 'EUR', amount_minor: 310 }],
      msrp: [{ currency: 'EUR', amount_minor: 450 }],
      product_id: null,
    })
    const yearly = await demo.as('admin')('GET', '/api/v1/catalog/marketplace/products/ADOBE-ACRO-PRO')
    expect(yearly.body.data).toMatchObject({ period: 'P1Y', costs: [{ amount_minor: 18500 }] })
    for (const who of ['jane', 'reseller'] as const) {
      expect((await demo.as(who)('GET', '/api/v1/catalog/marketplace/products')).status).toBe(403)
    }
    expect((await demo.as('admin')('GET', '/api/v1/catalog/marketplace/products?limit=0')).status).toBe(400)
  })

  it('imports a product once, at the resale price, linked to its MPN; bad input changes nothing', async () => {
    const admin = demo.as('admin')
    const bad = await admin('POST', '/api/v1/catalog/marketplace/imports', { mpn: 'DBX-BUS-STD', prices: [] })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('prices')
    const unknown = await admin('POST', '/api/v1/catalog/marketplace/imports', {
      mpn: 'NO-SUCH',
      prices: [{ currency: 'EUR', price_minor: 100 }],
    })
    expect(unknown.status).toBe(404)
    expect(JSON.stringify(unknown.body)).toContain('NO-SUCH')

    const body = { mpn: 'DBX-BUS-STD', prices: [{ currency: 'EUR', price_minor: 1395 }] }
    const imported = await admin('POST', '/api/v1/catalog/marketplace/imports', body)
    expect(imported.status, JSON.stringify(imported.body)).toBe(201)
    expect(imported.body.data).toMatchObject({
      code: 'DBX-BUS-STD',
      category: 'marketplace',
      type: 'license',
      marketplace_mpn: 'DBX-BUS-STD',
      prices: [{ currency: 'EUR', period: 'P1M', price_minor: 1395, enabled: true }],
    })
    const again = await admin('POST', '/api/v1/catalog/marketplace/imports', body)
    expect(again.status).toBe(409)
    expect(JSON.stringify(again.body)).toContain('mpn')
    const listed = await admin('GET', '/api/v1/catalog/marketplace/products?q=DBX-BUS-STD')
    expect(listed.body.data[0].product_id).toBe(imported.body.data.id)
    // Editing the product in the catalogue keeps its link to the distributor.
    const product = await admin('GET', `/api/v1/catalog/products/${imported.body.data.id}`)
    const { id, version, archived_at, created_at, updated_at, marketplace_mpn, ...input } = product.body.data
    const saved = await admin(
      'PUT',
      `/api/v1/catalog/products/${id}`,
      { ...input, name_nl: 'Dropbox Business Standard, per gebruiker' },
      { 'if-match': product.headers.get('etag') ?? '' },
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data.marketplace_mpn).toBe('DBX-BUS-STD')
    // Customers buy it like any product.
    const offers = await demo.as('jane', demo.ids['Acme B.V.'])(
      'GET',
      `/api/v1/catalog/companies/${demo.ids['Acme B.V.']}/offers?category=marketplace`,
    )
    expect(offers.status, JSON.stringify(offers.body)).toBe(200)
    expect(offers.body.data.map((o: { code: string }) => o.code)).toContain('DBX-BUS-STD')
  })

  it('makes a catalogue code from any MPN', () => {
    expect(codeOfMpn('cfq7ttc0lf8q:0001')).toBe('CFQ7TTC0LF8Q-0001')
    expect(codeOfMpn('--x y')).toBe('X-Y')
    expect(codeOfMpn('a'.repeat(60))).toHaveLength(40)
  })
})

/** A local fake of the Marketplace API: POST /token, GET /products in pages; tokens expire after 3 calls. */
function fakeCmp() {
  const products = Array.from({ length: 150 }, (_, i) => ({
    id: `p${i}`,
    mpn: `MPN-${i}`,
    vendor: 'Vendor',
    name: `Product ${i}`,
    minimumQuantity: 1,
    maximumQuantity: null,
    prices: [{ type: 'recurring', amount: '2.50', currency: 'EUR' }],
    costs: [{ type: 'recurring', amount: '1.75', currency: 'EUR' }],
    billingPeriod: { type: 'month', duration: 1 },
    subscriptionPeriod: { type: 'year', duration: 1 },
    billingModel: 'chargeBeforeBillingPeriod',
  }))
  const tokens = new Map<string, number>()
  let signIns = 0
  const server: Server = createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers['x-subscription-key'] !== 'sub-key') return json(401, { message: 'subscription key' })
    const url = new URL(req.url ?? '/', 'http://fake')
    if (req.method === 'POST' && url.pathname === '/marketplace/eu/token') {
      let raw = ''
      req.on('data', (c) => {
        raw += c
      })
      req.on('end', () => {
        const body = JSON.parse(raw)
        if (body.login !== 'api-user' || body.password !== 'secret' || body.marketplace !== 'eu')
          return json(401, { message: 'login' })
        signIns += 1
        const token = `t${signIns}`
        tokens.set(token, 0)
        json(200, { token })
      })
      return
    }
    const token = req.headers.authorization?.replace('Bearer ', '') ?? ''
    const uses = tokens.get(token)
    if (uses === undefined || uses >= 3) return json(401, { message: 'token expired' })
    tokens.set(token, uses + 1)
    if (req.method === 'GET' && url.pathname === '/marketplace/eu/products') {
      const offset = Number(url.searchParams.get('offset'))
      const limit = Math.min(100, Number(url.searchParams.get('limit')))
      return json(200, {
        data: products.slice(offset, offset + limit),
        pagination: { offset, limit, total: products.length },
      })
    }
    json(404, { message: 'not found' })
  })
  return { server, signIns: () => signIns }
}

describe('cloud marketplace (the real API adapter against a local fake)', () => {
  const fake = fakeCmp()
  afterAll(() => new Promise((resolve) => fake.server.close(resolve)))

  it('signs in with the subscription key, pages through the catalogue and signs in again when a token expires', async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve))
    const { port } = fake.server.address() as AddressInfo
    const url = `http://127.0.0.1:${port}/marketplace/eu/`
    const adapter = cmpMarketplace({
      url,
      marketplace: 'eu',
      login: 'api-user',
      password: 'secret',
      subscriptionKey: 'sub-key',
    })
    expect(adapter.mode).toBe('live')
    const first = await allProducts(adapter)
    expect(first.map((p) => p.mpn)).toEqual(Array.from({ length: 150 }, (_, i) => `MPN-${i}`))
    const second = await allProducts(adapter)
    expect(second).toHaveLength(150)
    // Four calls over tokens that last three: one sign-in more.
    expect(fake.signIns()).toBe(2)
    const wrong = cmpMarketplace({
      url,
      marketplace: 'eu',
      login: 'api-user',
      password: 'nope',
      subscriptionKey: 'sub-key',
    })
    await expect(allProducts(wrong)).rejects.toThrow('401')
  })

  it('needs the whole login with INGRAM_API_URL', () => {
    expect(() => loadEnv({ INGRAM_API_URL: 'https://api.cloud.im/marketplace/eu' })).toThrow('INGRAM_LOGIN')
    const env = loadEnv({
      INGRAM_API_URL: 'https://api.cloud.im/marketplace/eu',
      INGRAM_LOGIN: 'u',
      INGRAM_PASSWORD: 'p',
      INGRAM_SUBSCRIPTION_KEY: 'k',
    })
    expect(env.ingram).toMatchObject({ marketplace: 'eu', login: 'u' })
  })
})
