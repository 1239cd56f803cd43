import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import {
  catalogProducts,
  documentLines,
  microsoftOrders,
  microsoftSubscriptions,
  msSandboxCarts,
  msSandboxSubscriptions,
} from '../src/db/schema/index.ts'
import { microsoftAdapter } from '../src/modules/microsoft/provisioning.ts'
import { useClockedDemoApp } from './helpers/clockedDemo.ts'
import { fieldsOf } from './helpers/problems.ts'
import { until } from './helpers/until.ts'

/** Issue 14: Microsoft 365 ordered through the cart, checked out in the sandbox Partner Center, acted on by staff. */
const demo = useClockedDemoApp()
const { jane, checkoutAndApprove } = demo
const db = () => demo.t.database.db
type Offer = {
  catalog_item_id: string
  name_en: string
  source: string
  terms: Array<{
    product_id: string
    code: string
    term: string
    prices: Array<{ billing: string; price_minor: number }>
  }>
}

async function productId(code: string) {
  const [row] = await db().select().from(catalogProducts).where(eq(catalogProducts.code, code))
  return row?.id ?? ''
}
async function acmeTenant() {
  const tenants = await jane()('GET', '/api/v1/microsoft/tenants')
  return tenants.body.data[0].id as string
}
const ordered = () => db().select().from(microsoftOrders)

describe('ordering Microsoft 365', () => {
  it('offers each SKU with its terms at the company price list, the reseller’s for its customers', async () => {
    const offers = await jane()('GET', '/api/v1/microsoft/offers')
    expect(offers.status).toBe(200)
    const list = offers.body.data as Offer[]
    expect(list.map((o) => o.name_en).sort()).toEqual([
      'Exchange Online (Plan 1)',
      'Microsoft 365 Business Basic',
      'Microsoft 365 Business Premium',
      'Microsoft 365 Business Standard',
      'Microsoft 365 E3',
    ])
    const standard = list.find((o) => o.name_en === 'Microsoft 365 Business Standard')
    expect(standard?.source).toBe('provider')
    expect(standard?.terms.map((t) => t.term)).toEqual(['P1M', 'P1Y', 'P3Y'])
    // A monthly term is billed monthly only; a year monthly or annually.
    expect(standard?.terms[0]?.prices.map((p) => p.billing)).toEqual(['monthly'])
    expect(standard?.terms[1]?.prices).toEqual([
      { billing: 'monthly', currency: 'EUR', price_minor: 1404 },
      { billing: 'annual', currency: 'EUR', price_minor: 16848 },
    ])
    const initech = demo.ids.Initech ?? ''
    const resold = await demo.as('reseller', initech)('GET', '/api/v1/microsoft/offers')
    const theirs = (resold.body.data as Offer[]).find((o) => o.name_en === 'Microsoft 365 Business Standard')
    expect(theirs?.source).toBe('reseller')
    expect(theirs?.terms[1]?.prices[0]?.price_minor).toBe(1544)
  })

  it('judges an order: a tenant of the ordering company, a Microsoft product, a billing its term allows', async () => {
    const tenant = await acmeTenant()
    const standardYear = await productId('M365-BS-P1Y')
    const initechTenant = (await demo.as('reseller')('GET', '/api/v1/microsoft/tenants')).body.data[0].id
    const body = { tenant_id: tenant, product_id: standardYear, billing: 'monthly', quantity: 3 }
    const foreign = await jane()('POST', '/api/v1/microsoft/orders', { ...body, tenant_id: initechTenant })
    expect(foreign.status).toBe(400)
    expect(fieldsOf(foreign.body)).toEqual(['tenant_id'])
    const hosting = await jane()('POST', '/api/v1/microsoft/orders', {
      ...body,
      product_id: await productId('HOSTING-S'),
    })
    expect(fieldsOf(hosting.body)).toEqual(['product_id'])
    const monthAnnual = await jane()(
      'POST',
      '/api/v1/microsoft/orders',
      { ...body, product_id: await productId('M365-BS-P1M'), billing: 'annual' },
      { 'accept-language': 'nl' },
    )
    expect(monthAnnual.status).toBe(400)
    expect(monthAnnual.body.detail).toMatch(/Microsoft-product|factuurfrequentie/)
    const none = await jane()('POST', '/api/v1/microsoft/orders', { ...body, quantity: 0 })
    expect(fieldsOf(none.body)).toEqual(['quantity'])
    expect(await ordered()).toEqual([])
  })

  it('orders through the cart: Partner Center checks a cart out for the tenant and the subscription follows', async () => {
    const tenant = await acmeTenant()
    const placed = await jane()('POST', '/api/v1/microsoft/orders', {
      tenant_id: tenant,
      product_id: await productId('M365-BS-P1Y'),
      billing: 'monthly',
      quantity: 3,
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const cart = await jane()('GET', '/api/v1/orders/cart')
    const line = cart.body.data.items.find((i: { id: string }) => i.id === placed.body.data.cart_item_id)
    expect(line).toMatchObject({ quantity: 3, period: 'P1M', unit_price_minor: 1404 })
    await checkoutAndApprove('microsoft-order-1')
    const linked = await until(async () => {
      const [row] = await ordered()
      return row?.status === 'active' ? row : undefined
    }, 30_000)
    expect(linked.pc_cart_id).toBeTruthy()
    const sub = await until(async () => {
      const list = await jane()('GET', '/api/v1/microsoft/subscriptions')
      return (list.body.data as Array<{ id: string; quantity: number; term: string }>).find(
        (s) => s.id === linked.subscription_id,
      )
    }, 10_000)
    expect(sub).toMatchObject({ quantity: 3, term: 'P1Y', billing: 'monthly', status: 'active' })

    // Provisioning again (a job delivered twice) checks the same cart out: still one subscription.
    const [link] = await db()
      .select()
      .from(microsoftSubscriptions)
      .where(eq(microsoftSubscriptions.id, sub?.id ?? ''))
    const ctx = await systemContext(
      { db: db(), platform: demo.t.app.platform },
      demo.ids['Portico Demo Provider'] ?? '',
    )
    const target = {
      serviceId: link?.service_id ?? '',
      companyId: demo.acme(),
      productId: null,
      name: 'x',
      options: {},
    }
    await db().update(microsoftOrders).set({ status: 'creating' })
    expect(await microsoftAdapter.create(ctx, target)).toEqual({ state: 'done' })
    expect(await db().$count(msSandboxCarts, eq(msSandboxCarts.id, linked.pc_cart_id ?? ''))).toBe(1)
    expect(
      await db().$count(microsoftSubscriptions, eq(microsoftSubscriptions.service_id, target.serviceId)),
    ).toBe(1)
  })

  it('charges added seats pro rata through the orders engine', async () => {
    const [row] = await ordered()
    const seats = await jane()('PUT', `/api/v1/microsoft/subscriptions/${row?.subscription_id}/seats`, {
      quantity: 5,
    })
    expect(seats.status, JSON.stringify(seats.body)).toBe(200)
    expect(seats.body.data.subscription.quantity).toBe(5)
    const [charge] = await db()
      .select()
      .from(documentLines)
      .where(like(documentLines.description, 'Microsoft 365 Business Standard (1 %): price change%'))
    // Two seats at 14.04 a month, for the rest of the month already invoiced.
    expect(charge?.unit_price_minor).toBeGreaterThan(0)
    expect(charge?.unit_price_minor).toBeLessThanOrEqual(2808)
  })

  it('staff suspend and end the service; Partner Center follows within the new-commerce rules', async () => {
    const [row] = await ordered()
    const [link] = await db()
      .select()
      .from(microsoftSubscriptions)
      .where(eq(microsoftSubscriptions.id, row?.subscription_id ?? ''))
    const pcStatus = async () => {
      const [sub] = await db()
        .select()
        .from(msSandboxSubscriptions)
        .where(eq(msSandboxSubscriptions.id, link?.subscription_id ?? ''))
      return sub?.status
    }
    const admin = demo.as('admin')
    expect((await admin('POST', `/api/v1/services/${row?.service_id}/suspend`)).status).toBe(200)
    await until(async () => ((await pcStatus()) === 'suspended' ? true : undefined), 30_000)
    expect((await admin('POST', `/api/v1/services/${row?.service_id}/unsuspend`)).status).toBe(200)
    await until(async () => ((await pcStatus()) === 'active' ? true : undefined), 30_000)
    // Within the seats' 168 hours: cancelled (refunded).
    expect((await admin('POST', `/api/v1/services/${row?.service_id}/cancel`, { when: 'now' })).status).toBe(
      200,
    )
    await until(async () => ((await pcStatus()) === 'deleted' ? true : undefined), 30_000)
    const [after] = await ordered()
    expect(after?.status).toBe('ended')
  })
})
