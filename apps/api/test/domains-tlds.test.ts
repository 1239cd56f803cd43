import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'
import { fieldsOf } from './helpers/problems.ts'

const demo = useDemoApp()
const tld = (extra: Record<string, unknown> = {}) => ({
  tld: 'dev',
  kind: 'gtld',
  features: ['DNSSEC', 'RESTORE'],
  grace_days: 30,
  redemption_days: 30,
  pending_delete_days: 5,
  prices: [
    { currency: 'EUR', period: 'P1Y', price_minor: 1599 },
    { currency: 'EUR', period: 'P2Y', price_minor: 3198 },
  ],
  restore_prices: [{ currency: 'EUR', price_minor: 8900 }],
  premium_cap_minor: 50_000,
  ...extra,
})

describe('the TLD catalogue (staff)', () => {
  it('lists the demo TLDs with their registry windows and prices', async () => {
    const res = await demo.as('admin')('GET', '/api/v1/domains/tlds')
    expect(res.status).toBe(200)
    const byTld = new Map(res.body.data.map((t: { tld: string }) => [t.tld, t]))
    expect([...byTld.keys()]).toEqual(expect.arrayContaining(['nl', 'com', 'eu', 'be', 'de', 'amsterdam']))
    expect(byTld.get('nl')).toMatchObject({
      kind: 'nl',
      grace_days: 0,
      redemption_days: 40,
      prices: [{ currency: 'EUR', period: 'P1Y', price_minor: 799, enabled: true }],
    })
    expect(byTld.get('com')).toMatchObject({
      kind: 'gtld',
      grace_days: 30,
      redemption_days: 30,
      pending_delete_days: 5,
    })
  })

  it('creates a TLD with its catalogue product, reads it with its ETag and updates it with If-Match', async () => {
    const created = await demo.as('admin')('POST', '/api/v1/domains/tlds', tld())
    expect(created.status).toBe(201)
    expect(created.headers.get('location')).toMatch(/\/api\/v1\/domains\/tlds\/dev$/)
    expect(created.body.data).toMatchObject({
      tld: 'dev',
      kind: 'gtld',
      version: 1,
      premium_cap_minor: 50_000,
    })

    const product = await demo.as('admin')('GET', `/api/v1/catalog/products/${created.body.data.product_id}`)
    expect(product.body.data).toMatchObject({
      code: 'TLD-DEV',
      name_en: '.dev domain name',
      name_nl: '.dev-domeinnaam',
      category: 'domains.tld',
      type: 'domain',
      adapter: 'registrar',
    })

    const got = await demo.as('admin')('GET', '/api/v1/domains/tlds/DEV')
    expect(got.status).toBe(200)
    expect(got.headers.get('etag')).toBe('W/"1"')

    const without = await demo.as('admin')('PUT', '/api/v1/domains/tlds/dev', tld({ grace_days: 45 }))
    expect(without.status).toBe(428)
    const put = await demo.as('admin')('PUT', '/api/v1/domains/tlds/dev', tld({ grace_days: 45 }), {
      'if-match': 'W/"1"',
    })
    expect(put.status).toBe(200)
    expect(put.body.data).toMatchObject({ grace_days: 45, version: 2 })
    const stale = await demo.as('admin')('PUT', '/api/v1/domains/tlds/dev', tld(), { 'if-match': 'W/"1"' })
    expect(stale.status).toBe(412)
  })

  it('refuses a TLD twice with 409 on the field', async () => {
    const res = await demo.as('admin')(
      'POST',
      '/api/v1/domains/tlds',
      tld({ tld: 'nl', kind: 'nl', prices: [{ currency: 'EUR', period: 'P1Y', price_minor: 1 }] }),
    )
    expect(res.status).toBe(409)
    expect(fieldsOf(res.body)).toEqual(['tld'])
  })

  it.each([
    [{ tld: '.nl' }, 'tld'],
    [{ tld: 'x' }, 'tld'],
    [{ kind: 'sld' }, 'kind'],
    [{ grace_days: -1 }, 'grace_days'],
    [{ features: ['TELEPORT'] }, 'features.0'],
    [{ prices: [{ currency: 'EUR', period: 'P2Y', price_minor: 100 }] }, 'prices'],
    [{ kind: 'nl', tld: 'frl' }, 'prices.1.period'],
  ])('refuses %j naming the field %s, and changes nothing', async (change, field) => {
    const before = await demo.as('admin')('GET', '/api/v1/domains/tlds')
    const res = await demo.as('admin')('POST', '/api/v1/domains/tlds', tld({ tld: 'test', ...change }))
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body)).toContain(field)
    const after = await demo.as('admin')('GET', '/api/v1/domains/tlds')
    expect(after.body.data.length).toBe(before.body.data.length)
  })

  it('gives the validation message in Dutch', async () => {
    const res = await demo.as('admin')('POST', '/api/v1/domains/tlds', tld({ kind: 'nl', tld: 'frl' }), {
      'accept-language': 'nl',
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.errors)).toContain('alleen per jaar')
  })

  it('is for staff: a customer or reseller gets 403', async () => {
    for (const who of ['jane', 'reseller'] as const) {
      expect((await demo.as(who)('GET', '/api/v1/domains/tlds')).status).toBe(403)
      expect((await demo.as(who)('POST', '/api/v1/domains/tlds', tld({ tld: 'evil' }))).status).toBe(403)
    }
  })
})
