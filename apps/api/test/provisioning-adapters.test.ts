import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogProducts, sandboxResources, services } from '../src/db/schema/index.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { until } from './helpers/until.ts'

/** Issue 11: each item and service goes to its product's adapter; a key not installed is a readable failure. */
const demo = useDemoApp({}, { jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } })

const setAdapter = (code: string, adapter: string) =>
  demo.t.database.db.update(catalogProducts).set({ adapter }).where(eq(catalogProducts.code, code))

/** Jane orders one product for Acme; staff approve; the order as Jane sees it. */
async function orderAndApprove(code: string, category: string) {
  const jane = demo.as('jane', demo.ids['Acme B.V.'])
  const offers = await jane(
    'GET',
    `/api/v1/catalog/companies/${demo.ids['Acme B.V.']}/offers?category=${category}`,
  )
  const offer = offers.body.data.find((o: { code: string }) => o.code === code)
  expect(offer, code).toBeTruthy()
  const added = await jane('POST', '/api/v1/orders/cart/items', {
    product_id: offer.product_id,
    period: 'P1M',
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const placed = await jane('POST', '/api/v1/orders/checkout', { accept_terms: true })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  const approved = await demo.as('admin')('POST', `/api/v1/orders/${placed.body.data.id}/approve`)
  expect(approved.status, JSON.stringify(approved.body)).toBe(200)
  return placed.body.data as { id: string; items: { service_id: string }[] }
}

const sandboxRow = async (serviceId: string) =>
  (
    await demo.t.database.db.select().from(sandboxResources).where(eq(sandboxResources.service_id, serviceId))
  )[0]

describe('provisioning adapters', () => {
  it('a product set up by hand (manual) is done at approval and never touches the sandbox', async () => {
    await setAdapter('WEB-PRO', 'manual')
    const order = await orderAndApprove('WEB-PRO', 'hosting.web')
    const active = await until(async () => {
      const res = await demo.as('jane')('GET', `/api/v1/orders/${order.id}`)
      return res.body.data.status === 'active' ? res.body.data : undefined
    })
    expect(active.items[0]).toMatchObject({ provisioning: 'done', adapter: 'manual' })
    const serviceId = order.items[0]?.service_id ?? ''
    expect(await sandboxRow(serviceId)).toBeUndefined()
    const service = await demo.as('jane')(
      'GET',
      `/api/v1/customers/${demo.ids['Acme B.V.']}/services/${serviceId}`,
    )
    expect(service.body.data.adapter).toBe('manual')
    // Staff suspend it by hand: the status follows at once, still without the sandbox.
    expect((await demo.as('admin')('POST', `/api/v1/services/${serviceId}/suspend`)).status).toBe(200)
    await until(async () => {
      const [row] = await demo.t.database.db.select().from(services).where(eq(services.id, serviceId))
      return row?.status === 'suspended'
    })
    expect(await sandboxRow(serviceId)).toBeUndefined()
  })

  it('an adapter that is not installed fails the item with a readable error instead of using the sandbox', async () => {
    // A panel this installation lacks (the registrar is installed since the domain ordering slice).
    await setAdapter('VPS-S', 'plesk')
    const order = await orderAndApprove('VPS-S', 'hosting.vps')
    const failed = await until(async () => {
      const res = await demo.as('admin')('GET', `/api/v1/orders/${order.id}`)
      return res.body.data.items[0].provisioning === 'failed' ? res.body.data : undefined
    })
    expect(failed.status).toBe('approved')
    expect(failed.items[0].error).toBe("No provisioning adapter 'plesk' is installed")
    expect(await sandboxRow(order.items[0]?.service_id ?? '')).toBeUndefined()
  })

  it('the sandbox still sets up the products that name it', async () => {
    const order = await orderAndApprove('WEB-BASIS', 'hosting.web')
    await until(
      async () => (await demo.as('jane')('GET', `/api/v1/orders/${order.id}`)).body.data.status === 'active',
    )
    const serviceId = order.items[0]?.service_id ?? ''
    expect((await sandboxRow(serviceId))?.state).toBe('active')
    // The order and the service say the sandbox set it up (the portal labels it "Sandbox").
    expect((await demo.as('jane')('GET', `/api/v1/orders/${order.id}`)).body.data.items[0].adapter).toBe(
      'sandbox',
    )
    const services = await demo.as('jane')('GET', `/api/v1/customers/${demo.ids['Acme B.V.']}/services`)
    expect(services.body.data.find((s: { id: string }) => s.id === serviceId).adapter).toBe('sandbox')
  })
})
