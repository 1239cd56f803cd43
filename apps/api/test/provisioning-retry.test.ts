import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'
import { until } from './helpers/until.ts'

/** Issue 11: a provisioning step that failed shows on the order with its error; staff retry it. */
const failing = new Set<string>()
const demo = useDemoApp(
  {},
  {
    jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 },
    sandboxFault: (serviceId) => failing.has(serviceId),
  },
)

describe('retrying failed provisioning', () => {
  it('a failed item shows failed with its error; staff retry it and the order becomes active; a customer cannot', async () => {
    const acme = demo.ids['Acme B.V.'] ?? ''
    const jane = demo.as('jane', acme)
    const offers = await jane('GET', `/api/v1/catalog/companies/${acme}/offers?category=hosting.web`)
    const basis = offers.body.data.find((o: { code: string }) => o.code === 'WEB-BASIS')
    await jane('POST', '/api/v1/orders/cart/items', { product_id: basis.product_id, period: 'P1M' })
    const placed = (await jane('POST', '/api/v1/orders/checkout', { accept_terms: true })).body.data
    failing.add(placed.items[0].service_id)
    expect((await demo.as('admin')('POST', `/api/v1/orders/${placed.id}/retry`)).status).toBe(409)
    expect((await demo.as('admin')('POST', `/api/v1/orders/${placed.id}/approve`)).status).toBe(200)
    // The job tries twice (retryLimit 1), then records the failure on the item.
    const failed = await until(async () => {
      const res = await jane('GET', `/api/v1/orders/${placed.id}`)
      return res.body.data.items[0].provisioning === 'failed' ? res.body.data : undefined
    })
    expect(failed.status).toBe('approved')
    expect(failed.items[0].error).toBe('The sandbox could not set this service up')
    // A customer cannot retry (staff only); another company's user does not even see the order.
    expect((await jane('POST', `/api/v1/orders/${placed.id}/retry`)).status).toBe(403)
    expect((await demo.as('solo')('POST', `/api/v1/orders/${placed.id}/retry`)).status).toBe(403)
    expect((await jane('GET', `/api/v1/orders/${placed.id}`)).body.data.items[0].provisioning).toBe('failed')
    failing.clear()
    const retried = await demo.as('admin')('POST', `/api/v1/orders/${placed.id}/retry`)
    expect(retried.status, JSON.stringify(retried.body)).toBe(200)
    const active = await until(async () => {
      const res = await jane('GET', `/api/v1/orders/${placed.id}`)
      return res.body.data.status === 'active' ? res.body.data : undefined
    })
    expect(active.items[0]).toMatchObject({ provisioning: 'done', error: null })
  })
})
