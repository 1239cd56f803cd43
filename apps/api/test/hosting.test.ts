import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  catalogProducts,
  documentLines,
  hostingAccounts,
  hostingSandboxAccounts,
} from '../src/db/schema/index.ts'
import { useClockedDemoApp } from './helpers/clockedDemo.ts'
import { fieldsOf } from './helpers/problems.ts'
import { until } from './helpers/until.ts'

/** Issue 13, web hosting: ordered through the cart, created at the sandbox panel, acted on by staff. */
const demo = useClockedDemoApp()
const { later, jane, checkoutAndApprove } = demo
const GB = 1024 ** 3
const TRAFFIC_GB = 1000 * 1024 ** 2

async function productId(code: string) {
  const [row] = await demo.t.database.db.select().from(catalogProducts).where(eq(catalogProducts.code, code))
  return row?.id ?? ''
}

/** The account of acme-shop.nl, the package the first test orders. */
async function shopAccount() {
  const [row] = await demo.t.database.db
    .select()
    .from(hostingAccounts)
    .where(eq(hostingAccounts.domain, 'acme-shop.nl'))
  return row
}

/** Polls the account (the sandbox's task completes a few seconds later) until it has `status`. */
const accountWith = (id: string, status: string) =>
  until(async () => {
    later(3)
    const res = await jane()('GET', `/api/v1/hosting/webhosting/${id}`)
    return res.body.data?.status === status ? res.body.data : undefined
  }, 30_000)

describe('web hosting', () => {
  it('offers the panel packages the company may order, with their limits', async () => {
    const offers = await jane()('GET', '/api/v1/hosting/offers')
    expect(offers.status).toBe(200)
    expect(offers.body.data.map((o: { code: string }) => o.code)).toEqual([
      'HOSTING-L',
      'HOSTING-M',
      'HOSTING-S',
    ])
    const s = offers.body.data.find((o: { code: string }) => o.code === 'HOSTING-S')
    expect(s.limits).toEqual({
      disk_bytes: 5 * GB,
      traffic_bytes: 50 * TRAFFIC_GB,
      domains: 1,
      mailboxes: 5,
      databases: 1,
    })
    expect(s.prices).toContainEqual({ currency: 'EUR', period: 'P1M', price_minor: 595, setup_minor: 0 })
  })

  it('judges an order: a panel package the company may order, a domain name', async () => {
    const s = await productId('HOSTING-S')
    const badDomain = await jane()('POST', '/api/v1/hosting/webhosting', {
      product_id: s,
      period: 'P1M',
      domain: 'not a domain',
    })
    expect(badDomain.status).toBe(400)
    expect(fieldsOf(badDomain.body)).toEqual(['domain'])
    const notPanel = await jane()('POST', '/api/v1/hosting/webhosting', {
      product_id: await productId('WEB-BASIS'),
      period: 'P1M',
      domain: 'acme-shop.nl',
    })
    expect(notPanel.status).toBe(400)
    expect(fieldsOf(notPanel.body)).toEqual(['product_id'])
    const dutch = await jane()(
      'POST',
      '/api/v1/hosting/webhosting',
      { product_id: s, period: 'P3Y', domain: 'acme-shop.nl' },
      { 'accept-language': 'nl' },
    )
    expect(dutch.status).toBe(400)
    expect(dutch.body.detail).toMatch(/webhostingpakket/)
    expect(await demo.t.database.db.$count(hostingAccounts, eq(hostingAccounts.domain, 'acme-shop.nl'))).toBe(
      0,
    )
  })

  it('orders web hosting: the panel creates the account, with usage, limits and a one-time panel sign-in', async () => {
    const ordered = await jane()('POST', '/api/v1/hosting/webhosting', {
      product_id: await productId('HOSTING-S'),
      period: 'P1M',
      domain: 'Acme-Shop.nl',
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)
    const account = ordered.body.data.account
    expect(account).toMatchObject({
      status: 'ordered',
      domain: 'acme-shop.nl',
      package: 'HOSTING-S',
      panel: 'sandbox',
    })
    expect(account.username).toMatch(/^acmesh\d{4}$/)
    const cart = await jane()('GET', '/api/v1/orders/cart')
    expect(cart.body.data.items.map((i: { id: string }) => i.id)).toContain(ordered.body.data.cart_item_id)
    // Listed as in the cart until the order's provisioning claims it.
    const before = await jane()('GET', '/api/v1/hosting/webhosting')
    expect(before.body.data.find((a: { id: string }) => a.id === account.id)?.status).toBe('ordered')
    await checkoutAndApprove('hosting-order-1')

    const active = await accountWith(account.id, 'active')
    expect(active.service_id).toBeTruthy()
    expect(active.limits).toEqual({
      disk_bytes: 5 * GB,
      traffic_bytes: 50 * TRAFFIC_GB,
      domains: 1,
      mailboxes: 5,
      databases: 1,
    })
    expect(active.usage.disk_bytes).toBeGreaterThan(0)
    const list = await jane()('GET', '/api/v1/hosting/webhosting')
    expect(list.body.data.map((a: { id: string }) => a.id)).toContain(account.id)

    const login = await jane()('POST', `/api/v1/hosting/webhosting/${account.id}/login`)
    expect(login.status).toBe(200)
    const path = new URL(login.body.data.url).pathname + new URL(login.body.data.url).search
    const page = await demo.t.app.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`Signed in as <b>${account.username}</b> (acme-shop.nl)`)
    const again = await demo.t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'nl' } })
    expect(again.statusCode).toBe(403)
    expect(again.body).toContain('al gebruikt of verlopen')

    const weak = await jane()('POST', `/api/v1/hosting/webhosting/${account.id}/password`, {
      password: 'short',
    })
    expect(weak.status).toBe(400)
    expect(fieldsOf(weak.body)).toEqual(['password'])
    const reset = await jane()('POST', `/api/v1/hosting/webhosting/${account.id}/password`, {
      password: 'A-new-secret-42',
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)
  })

  it('changes the package now, prorated through the orders engine, and the panel follows', async () => {
    const row = await shopAccount()
    const id = row?.id ?? ''
    const unknown = await jane()('PUT', `/api/v1/hosting/webhosting/${id}/package`, {
      product_id: await productId('VPS-S'),
    })
    expect(unknown.status).toBe(400)
    expect(fieldsOf(unknown.body)).toEqual(['product_id'])
    const moved = await jane()('PUT', `/api/v1/hosting/webhosting/${id}/package`, {
      product_id: await productId('HOSTING-M'),
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(moved.body.data.price_minor).toBe(1195)
    // The rest of the invoiced month at the difference (11.95 - 5.95), by the day, on an invoice of its own
    // (the service is named in Acme's language).
    const [charge] = await demo.t.database.db
      .select()
      .from(documentLines)
      .where(like(documentLines.description, 'Webhosting S (controlepaneel, 5 GB): price change%'))
    expect(charge?.unit_price_minor).toBeGreaterThan(0)
    expect(charge?.unit_price_minor).toBeLessThanOrEqual(600)
    const done = await until(async () => {
      later(3)
      const res = await jane()('GET', `/api/v1/hosting/webhosting/${id}`)
      return res.body.data.package === 'HOSTING-M' ? res.body.data : undefined
    }, 30_000)
    expect(done.limits.disk_bytes).toBe(25 * GB)
  })

  it('staff suspend and unsuspend through the same panel; the customer cannot', async () => {
    const row = await shopAccount()
    const serviceId = row?.service_id ?? ''
    expect((await jane()('POST', `/api/v1/services/${serviceId}/suspend`)).status).toBe(403)
    expect((await demo.as('admin')('POST', `/api/v1/services/${serviceId}/suspend`)).status).toBe(200)
    const suspended = await accountWith(row?.id ?? '', 'suspended')
    expect(suspended.status).toBe('suspended')
    const [panel] = await demo.t.database.db
      .select()
      .from(hostingSandboxAccounts)
      .where(eq(hostingSandboxAccounts.username, row?.username ?? ''))
    expect(panel?.suspended_reason).toBe('Suspended by the provider')
    const login = await jane()('POST', `/api/v1/hosting/webhosting/${row?.id}/login`)
    expect(login.status).toBe(409)
    expect((await demo.as('admin')('POST', `/api/v1/services/${serviceId}/unsuspend`)).status).toBe(200)
    await accountWith(row?.id ?? '', 'active')
  })

  it("keeps one company's hosting from another", async () => {
    const row = await shopAccount()
    const other = demo.as('solo')
    expect((await other('GET', `/api/v1/hosting/webhosting/${row?.id}`)).status).toBe(404)
    expect((await other('POST', `/api/v1/hosting/webhosting/${row?.id}/login`)).status).toBe(404)
    const list = await other('GET', '/api/v1/hosting/webhosting')
    expect(list.body.data.map((a: { id: string }) => a.id)).not.toContain(row?.id)
  })

  it('ends the service now: the panel terminates the account (a task the job follows)', async () => {
    const row = await shopAccount()
    const ended = await demo.as('admin')('POST', `/api/v1/services/${row?.service_id}/cancel`, {
      when: 'now',
    })
    expect(ended.status, JSON.stringify(ended.body)).toBe(200)
    await accountWith(row?.id ?? '', 'terminated')
    const left = await demo.t.database.db
      .select()
      .from(hostingSandboxAccounts)
      .where(eq(hostingSandboxAccounts.username, row?.username ?? ''))
    expect(left).toEqual([])
  })
})
