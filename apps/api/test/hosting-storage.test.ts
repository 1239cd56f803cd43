import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'

/** Issue 13: hosted databases and storage, their size and use against their limits, per tenant. */
const demo = useDemoApp()
const names = (body: { data: { name: string }[] }) => body.data.map((row) => row.name)

describe('hosted databases and storage', () => {
  it("lists the scope's databases with engine, server, size, limit and connections", async () => {
    const res = await demo.as('jane', demo.ids['Acme B.V.'])('GET', '/api/v1/hosting/databases')
    expect(res.status).toBe(200)
    expect(names(res.body)).toEqual(['acme_crm', 'acme_shop', 'acme_wiki'])
    const shop = res.body.data[1]
    expect(shop).toMatchObject({
      engine: 'mysql',
      engine_version: '8.0',
      server: 'db1.portico.example',
      limit_bytes: 4 * 1024 ** 3,
    })
    expect(shop.used_bytes / shop.limit_bytes).toBeGreaterThan(0.85)
    expect(res.body.data[2].limit_bytes).toBeNull()
    const jane = await demo.as('jane')('GET', '/api/v1/hosting/databases')
    expect(names(jane.body)).toEqual(['acme_crm', 'acme_shop', 'acme_wiki', 'globex_orders'])
    const reseller = await demo.as('reseller')('GET', '/api/v1/hosting/databases')
    expect(names(reseller.body)).toEqual(['initech_tps'])
    const solo = await demo.as('solo')('GET', '/api/v1/hosting/databases')
    expect(solo.body.data).toEqual([])
  })

  it("lists the scope's buckets, volumes and backup space against their quota", async () => {
    const res = await demo.as('jane', demo.ids['Globex Ltd'])('GET', '/api/v1/hosting/storage')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([
      expect.objectContaining({ name: 'globex-assets', kind: 'object', quota_bytes: null, objects: 3120 }),
    ])
    const acme = await demo.as('jane', demo.ids['Acme B.V.'])('GET', '/api/v1/hosting/storage')
    expect(names(acme.body)).toEqual(['acme-backup', 'acme-fileserver', 'acme-media'])
    const reseller = await demo.as('reseller')('GET', '/api/v1/hosting/storage')
    expect(names(reseller.body)).toEqual(['initech-backup'])
    const other = await demo.as('reseller', demo.ids['Acme B.V.'])('GET', '/api/v1/hosting/storage')
    expect(other.status).toBe(403)
    const staff = await demo.as('admin')('GET', '/api/v1/hosting/storage')
    expect(staff.body.data).toHaveLength(5)
  })
})
