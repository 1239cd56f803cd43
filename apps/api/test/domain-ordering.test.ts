import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  catalogProducts,
  domainContacts,
  domainPresets,
  domains,
  domainZones,
  registrySandboxProcesses,
} from '../src/db/schema/index.ts'
import { DEFAULT_NAMESERVERS } from '../src/modules/domains/ordering.service.ts'
import { useClockedDemoApp } from './helpers/clockedDemo.ts'
import { fieldsOf } from './helpers/problems.ts'
import { until } from './helpers/until.ts'

/** Issue 12: a domain name ordered through the cart and provisioned by the (sandbox) registrar. */
const demo = useClockedDemoApp()
const { later, acme, jane, checkoutAndApprove } = demo

async function tldProduct(code: string) {
  const res = await jane()('GET', `/api/v1/catalog/companies/${acme()}/offers?category=domains.tld`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const offer = res.body.data.find((o: { code: string }) => o.code === code)
  expect(offer, code).toBeTruthy()
  return offer as { product_id: string; prices: { period: string; price_minor: number }[] }
}

async function contactOf(company: string) {
  const [row] = await demo.t.database.db
    .select()
    .from(domainContacts)
    .where(eq(domainContacts.company_id, demo.ids[company] ?? ''))
  return row?.id ?? ''
}

/** Checks the cart out, lets staff approve (the default setting), and waits for the item to settle. */
async function orderAndProvision(key: string) {
  const order = await checkoutAndApprove(key)
  return until(async () => {
    later(3)
    const res = await jane()('GET', `/api/v1/orders/${order}`)
    const item = res.body.data.items[0]
    return item.provisioning === 'done' || item.provisioning === 'failed' ? res.body.data : undefined
  }, 40_000)
}

describe('ordering a domain name', () => {
  it('registers a .nl name with a preset: active, a year ahead, the preset zone, in the domain list', async () => {
    const nl = await tldProduct('TLD-NL')
    const [preset] = await demo.t.database.db
      .select()
      .from(domainPresets)
      .where(eq(domainPresets.name, 'Acme standard'))
    const added = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: nl.product_id,
      period: 'P1Y',
      domain: { name: 'Acme-Example.nl', action: 'register', preset_id: preset?.id },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.data.items[0]).toMatchObject({
      unit_price_minor: 799,
      quantity: 1,
      domain: {
        name: 'acme-example.nl',
        action: 'register',
        preset_id: preset?.id,
        registrant_id: preset?.registrant_id,
        nameservers: preset?.nameservers,
        premium_minor: null,
        has_auth_code: false,
      },
    })
    const order = await orderAndProvision('domain-order-1')
    expect(order.items[0]).toMatchObject({ name: 'acme-example.nl', provisioning: 'done', error: null })
    expect(order.items[0].domain.name).toBe('acme-example.nl')
    expect(order.status).toBe('active')
    const listed = await jane()('GET', '/api/v1/domains?q=acme-example')
    const domain = listed.body.data.find((d: { name: string }) => d.name === 'acme-example.nl')
    expect(domain).toMatchObject({ status: 'active', service_id: order.items[0].service_id })
    const yearAhead = new Date(demo.clock.now)
    yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1)
    expect(Math.abs(Date.parse(domain.expires_on) - yearAhead.getTime())).toBeLessThan(3 * 86_400_000)
    const [zone] = await demo.t.database.db
      .select()
      .from(domainZones)
      .where(eq(domainZones.domain_id, domain.id))
    expect(zone?.records).toEqual(preset?.dns_template)
    // The same name cannot be ordered again.
    const again = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: nl.product_id,
      period: 'P1Y',
      domain: { name: 'acme-example.nl', action: 'register', preset_id: preset?.id },
    })
    expect(again.status).toBe(400)
    expect(fieldsOf(again.body)).toContain('domain.name')
  })

  it('prices a premium name at its premium price; refuses taken names, foreign contacts, a missing block', async () => {
    const com = await tldProduct('TLD-COM')
    const registrant_id = await contactOf('Acme B.V.')
    const premium = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: com.product_id,
      period: 'P1Y',
      domain: { name: 'xyz.com', action: 'register', registrant_id },
    })
    expect(premium.status, JSON.stringify(premium.body)).toBe(200)
    const line = premium.body.data.items.find(
      (i: { domain?: { name: string } }) => i.domain?.name === 'xyz.com',
    )
    expect(line).toMatchObject({ unit_price_minor: 25_000, domain: { premium_minor: 25_000 } })
    await jane()('DELETE', `/api/v1/orders/cart/items/${line.id}`)

    const taken = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: com.product_id,
      period: 'P1Y',
      domain: { name: 'google.com', action: 'register', registrant_id },
    })
    expect(taken.status).toBe(400)
    expect(fieldsOf(taken.body)).toEqual(['domain.name'])

    const foreign = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: com.product_id,
      period: 'P1Y',
      domain: {
        name: 'acme-elsewhere.com',
        action: 'register',
        registrant_id: await contactOf('Globex Ltd'),
      },
    })
    expect(foreign.status).toBe(400)
    expect(fieldsOf(foreign.body)).toContain('domain.registrant_id')

    const bare = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: com.product_id,
      period: 'P1Y',
    })
    expect(bare.status).toBe(400)
    expect(fieldsOf(bare.body)).toEqual(['domain'])

    const otherTld = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: com.product_id,
      period: 'P1Y',
      domain: { name: 'acme-elsewhere.nl', action: 'register', registrant_id },
    })
    expect(fieldsOf(otherTld.body)).toEqual(['domain.name'])
    expect((await jane()('GET', '/api/v1/orders/cart')).body.data.items).toEqual([])

    // Judged again at checkout: a name that came into the portal meanwhile is refused there.
    const late = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: com.product_id,
      period: 'P1Y',
      domain: { name: 'acme-late.com', action: 'register', registrant_id },
    })
    expect(late.status, JSON.stringify(late.body)).toBe(200)
    const [held] = await demo.t.database.db.select().from(domains).where(eq(domains.name, 'globex.eu'))
    await demo.t.database.db
      .insert(domains)
      .values({ ...(held as typeof domains.$inferInsert), id: undefined, name: 'acme-late.com', tld: 'com' })
    const refused = await jane()('POST', '/api/v1/orders/checkout', { accept_terms: true })
    expect(refused.status).toBe(400)
    expect(fieldsOf(refused.body)).toEqual(['items.0.domain.name'])
    await jane()('DELETE', `/api/v1/orders/cart/items/${late.body.data.items[0].id}`)
  })

  it('a transfer with a wrong auth code fails the item with the registrar’s reason; a good code completes', async () => {
    const com = await tldProduct('TLD-COM')
    const registrant_id = await contactOf('Acme B.V.')
    const transfer = (auth_code: string) =>
      jane()('POST', '/api/v1/orders/cart/items', {
        product_id: com.product_id,
        period: 'P1Y',
        domain: { name: 'google.com', action: 'transfer', auth_code, registrant_id },
      })
    const noCode = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: com.product_id,
      period: 'P1Y',
      domain: { name: 'google.com', action: 'transfer', registrant_id },
    })
    expect(fieldsOf(noCode.body)).toEqual(['domain.auth_code'])
    expect((await transfer('wrong')).status).toBe(200)
    const failed = await orderAndProvision('domain-transfer-1')
    expect(failed.items[0]).toMatchObject({ provisioning: 'failed', error: 'Invalid authcode' })
    const [row] = await demo.t.database.db
      .select()
      .from(domains)
      .where(eq(domains.service_id, failed.items[0].service_id))
    expect(row).toMatchObject({ status: 'failed', error: 'Invalid authcode', process_id: null })
    // Staff retry: a new process (the same code fails again), on the same domain row.
    expect((await demo.as('admin')('POST', `/api/v1/orders/${failed.id}/retry`)).status).toBe(200)
    const retried = await until(async () => {
      later(3)
      const res = await jane()('GET', `/api/v1/orders/${failed.id}`)
      return res.body.data.items[0].provisioning === 'failed' ? res.body.data : undefined
    }, 40_000)
    expect(retried.items[0].error).toBe('Invalid authcode')
    const rows = await demo.t.database.db
      .select()
      .from(domains)
      .where(eq(domains.service_id, failed.items[0].service_id))
    expect(rows).toHaveLength(1)
    const processes = await demo.t.database.db
      .select()
      .from(registrySandboxProcesses)
      .where(eq(registrySandboxProcesses.domain_name, 'google.com'))
    expect(processes.map((p) => p.status)).toEqual(['FAILED', 'FAILED'])

    expect((await transfer('Transfer2026')).status).toBe(200)
    const moved = await orderAndProvision('domain-transfer-2')
    expect(moved.items[0]).toMatchObject({ provisioning: 'done', error: null })
    const listed = await jane()('GET', '/api/v1/domains?q=google')
    const mine = listed.body.data.find(
      (d: { service_id: string }) => d.service_id === moved.items[0].service_id,
    )
    expect(mine).toMatchObject({ name: 'google.com', status: 'active' })
  })

  it('orders hosting with a new name in one cart: the name points at the hosting, on our name servers', async () => {
    const start = await jane()('GET', '/api/v1/orders/cart')
    for (const item of start.body.data.items) await jane()('DELETE', `/api/v1/orders/cart/items/${item.id}`)
    const [hosting] = await demo.t.database.db
      .select()
      .from(catalogProducts)
      .where(eq(catalogProducts.code, 'HOSTING-S'))
    const ordered = await jane()('POST', '/api/v1/hosting/webhosting', {
      product_id: hosting?.id,
      period: 'P1M',
      domain: 'acme-bakery.nl',
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)
    const added = await jane()('POST', '/api/v1/orders/cart/items', {
      product_id: (await tldProduct('TLD-NL')).product_id,
      period: 'P1Y',
      domain: { name: 'acme-bakery.nl', action: 'register', registrant_id: await contactOf('Acme B.V.') },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    // One cart: the hosting line says which domain it is for, the domain line is the name.
    expect(
      added.body.data.items.map((i: { subject: string | null; domain?: { name: string } | null }) => [
        i.subject,
        i.domain?.name ?? null,
      ]),
    ).toEqual([
      ['acme-bakery.nl', null],
      [null, 'acme-bakery.nl'],
    ])
    const order = await checkoutAndApprove('hosting-and-domain')
    const settled = await until(async () => {
      later(3)
      const res = await jane()('GET', `/api/v1/orders/${order}`)
      const items = res.body.data.items as { provisioning: string }[]
      return items.every((i) => i.provisioning === 'done' || i.provisioning === 'failed')
        ? res.body.data
        : undefined
    }, 40_000)
    expect(settled.items.map((i: { provisioning: string }) => i.provisioning)).toEqual(['done', 'done'])
    expect(settled.items[0].subject).toBe('acme-bakery.nl')
    const [domain] = await demo.t.database.db.select().from(domains).where(eq(domains.name, 'acme-bakery.nl'))
    expect(domain?.nameservers).toEqual(DEFAULT_NAMESERVERS)
    const [zone] = await demo.t.database.db
      .select()
      .from(domainZones)
      .where(eq(domainZones.domain_id, domain?.id ?? ''))
    expect(zone?.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: '@', type: 'A', content: '192.0.2.80' }),
        expect.objectContaining({ name: 'www', type: 'CNAME', content: 'acme-bakery.nl.' }),
        expect.objectContaining({ name: '@', type: 'MX', content: 'mail.acme-bakery.nl.' }),
      ]),
    )
    // The registrar's DNS took the zone (a refusal would be the domain's error).
    expect(domain?.error).toBeNull()
  })
})
