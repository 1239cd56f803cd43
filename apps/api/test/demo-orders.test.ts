import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'
import { until } from './helpers/until.ts'

/** Issue 11: a newcomer's first start has orders and services to look at, made by the real checkout. */
const demo = useDemoApp(
  { SEED_DEMO_ORDERS: 'true' },
  { jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } },
)

type Summary = { id: string; number: string; company_name: string; status: string; invoice_number: string }

describe('demo orders', () => {
  it('Acme, Globex and Initech have orders; three are set up and invoiced, one waits for approval (no invoice yet)', async () => {
    const list = async () => (await demo.as('admin')('GET', '/api/v1/orders')).body.data as Summary[]
    const orders = await until(async () => {
      const all = await list()
      return all.filter((o) => o.status === 'active').length === 3 ? all : undefined
    }).catch(async (error) => {
      throw new Error(`${error}: ${JSON.stringify((await list()).map((o) => [o.company_name, o.status]))}`)
    })
    expect(orders.map((o) => o.company_name).sort()).toEqual([
      'Acme B.V.',
      'Acme B.V.',
      'Globex Ltd',
      'Initech',
    ])
    expect(orders.filter((o) => o.status === 'pending')).toHaveLength(1)
    for (const order of orders)
      if (order.status === 'pending') expect(order.invoice_number).toBeNull()
      else expect(order.invoice_number).toMatch(/^INV-/)
    // Initech's order, as its reseller sees it: Resell IT's own invoice to Initech (issue 25 item 9).
    const resold = orders.find((o) => o.company_name === 'Initech')
    const byReseller = await demo.as('reseller')('GET', `/api/v1/orders/${resold?.id}`)
    expect(byReseller.body.data.invoice_number).toMatch(/^RIT-/)
    // jane sees her companies' orders, not Initech's.
    const jane = (await demo.as('jane')('GET', '/api/v1/orders')).body.data as Summary[]
    expect(jane.map((o) => o.company_name).sort()).toEqual(['Acme B.V.', 'Acme B.V.', 'Globex Ltd'])
    const services = await demo.as('admin')('GET', `/api/v1/customers/${demo.ids['Acme B.V.']}/services`)
    expect(services.body.data.length).toBeGreaterThanOrEqual(3)
    // Acme orders in Dutch: its services are named so, and carry the product's names for the reader's
    // language; a domain's service is named by the domain and has none (issue 26 item 10).
    type Named = { name: string; product_name: { en: string; nl: string } | null }
    const fibre = (services.body.data as Named[]).find((s) => s.name === 'Glasvezel 500 Mbit/s')
    expect(fibre?.product_name).toEqual({ en: 'Fibre 500 Mbit/s', nl: 'Glasvezel 500 Mbit/s' })
    const domain = (services.body.data as Named[]).find((s) => s.name.endsWith('.nl'))
    expect(domain?.product_name).toBeNull()
    const fibreOrder = orders.find((o) => o.company_name === 'Acme B.V.' && o.status !== 'pending')
    const items = (await demo.as('jane')('GET', `/api/v1/orders/${fibreOrder?.id}`)).body.data
      .items as Named[]
    expect(
      items.every((i) => i.product_name !== null && [i.product_name.en, i.product_name.nl].includes(i.name)),
    ).toBe(true)
  })
})
