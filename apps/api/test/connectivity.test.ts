import { addDays, todayIn } from '@portico/domain'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '../src/config/env.ts'
import { connectivitySandboxOrders, internetLines } from '../src/db/schema/index.ts'
import { SANDBOX_STEP_SECONDS, sandboxCarrier } from '../src/modules/connectivity/carrier/sandbox.ts'
import { followLine } from '../src/modules/connectivity/delivery.service.ts'
import { sandboxMvno } from '../src/modules/connectivity/mvno/sandbox.ts'
import { sandboxPorting } from '../src/modules/connectivity/porting/sandbox.ts'
import { useConnectivityDemo } from './helpers/connectivity.ts'
import { fieldsOf } from './helpers/problems.ts'
import { until } from './helpers/until.ts'

/** Issue 13, internet lines: the availability check, ordering through the cart, the delivery timeline. */
const { demo, now, later, acme, jane, jobContext } = useConnectivityDemo({
  jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 },
})
const today = () => todayIn(demo.t.app.platform.timeZone, now())
const availability = (query: string) => jane()('GET', `/api/v1/connectivity/internet/availability?${query}`)

describe("the sandboxes' pace", () => {
  it("is each sandbox's own by default and SANDBOX_STEP_SECONDS when set (the browser tests)", () => {
    expect(demo.t.app.platform.carrier.pollSeconds).toBe(SANDBOX_STEP_SECONDS)
    const paced = loadEnv({ NODE_ENV: 'test', SANDBOX_STEP_SECONDS: '3' }).SANDBOX_STEP_SECONDS
    expect(paced).toBe(3)
    expect(
      [sandboxCarrier(paced), sandboxMvno(paced), sandboxPorting(paced)].map((s) => s.pollSeconds),
    ).toEqual([3, 3, 3])
    expect(() => loadEnv({ NODE_ENV: 'test', SANDBOX_STEP_SECONDS: '0' })).toThrow('SANDBOX_STEP_SECONDS')
  })
})

describe('internet availability', () => {
  it('answers the carriers, packages and speeds at the sandbox addresses, priced for the company', async () => {
    const both = await availability('postcode=1012%20ab&house_number=1')
    expect(both.status, JSON.stringify(both.body)).toBe(200)
    expect(both.body.data).toMatchObject({ postcode: '1012AB', street: 'Damrak', city: 'Amsterdam' })
    expect(both.body.data.carriers.map((c: { technology: string }) => c.technology)).toEqual([
      'fiber',
      'copper',
    ])
    const packages = both.body.data.packages as {
      code: string
      down_mbps: number
      prices: { period: string }[]
    }[]
    expect(packages.map((p) => [p.code, p.down_mbps])).toEqual([
      ['FIBER-500', 500],
      ['FIBER-1000', 1000],
      ['VDSL-100', 100],
    ])
    expect(packages[0]?.prices.map((p) => p.period)).toEqual(expect.arrayContaining(['P1M']))

    const copper = await availability('postcode=3511AB&house_number=10&addition=bis')
    expect(copper.body.data.addition).toBe('BIS')
    expect(copper.body.data.packages.map((p: { code: string }) => p.code)).toEqual(['VDSL-100'])
    const nothing = await availability('postcode=9991AA&house_number=5')
    expect(nothing.body.data).toMatchObject({ street: 'Hoofdstraat', carriers: [], packages: [] })
    const unknown = await availability('postcode=1234ZZ&house_number=1')
    expect(unknown.body.data).toMatchObject({ street: null, carriers: [], packages: [] })
  })

  it('refuses a postcode, house number or addition that is not one, naming the field in English and Dutch', async () => {
    for (const [query, field] of [
      ['postcode=12345&house_number=1', 'postcode'],
      ['postcode=0123AB&house_number=1', 'postcode'],
      ['postcode=1012AB&house_number=abc', 'house_number'],
      ['postcode=1012AB&house_number=0', 'house_number'],
      ['postcode=1012AB&house_number=1&addition=a-b', 'addition'],
    ]) {
      const res = await availability(query ?? '')
      expect(res.status, query).toBe(400)
      expect(fieldsOf(res.body), query).toEqual([`querystring.${field}`])
    }
    const english = await availability('postcode=12345&house_number=1')
    expect(english.body.errors[0].message).toMatch(/Dutch postcode/)
    const dutch = await jane({ 'accept-language': 'nl' })(
      'GET',
      '/api/v1/connectivity/internet/availability?postcode=12345&house_number=1',
    )
    expect(dutch.body.errors[0].message).toMatch(/Nederlandse postcode/)
  })
})

describe('ordering an internet line', () => {
  const order = {
    postcode: '1012AB',
    house_number: 1,
    addition: 'A',
    package_code: 'FIBER-500',
    period: 'P1M',
  }

  it('refuses a package not delivered at the address, an unknown address and a wish date out of its window', async () => {
    const wish_date = addDays(today(), 10)
    const copperOnly = await jane()('POST', '/api/v1/connectivity/internet/orders', {
      ...order,
      postcode: '3511AB',
      wish_date,
    })
    expect(copperOnly.status).toBe(400)
    expect(fieldsOf(copperOnly.body)).toEqual(['package_code'])
    const unknown = await jane()('POST', '/api/v1/connectivity/internet/orders', {
      ...order,
      postcode: '1234ZZ',
      wish_date,
    })
    expect(fieldsOf(unknown.body)).toEqual(['postcode'])
    const past = await jane({ 'accept-language': 'nl' })('POST', '/api/v1/connectivity/internet/orders', {
      ...order,
      wish_date: today(),
    })
    expect(fieldsOf(past.body)).toEqual(['wish_date'])
    expect(past.body.errors[0].message).toMatch(/wensdatum/)
    const notSold = await jane()('POST', '/api/v1/connectivity/internet/orders', {
      ...order,
      period: 'P1Y',
      wish_date,
    })
    expect(fieldsOf(notSold.body)).toEqual(['period'])
    expect(await demo.t.database.db.$count(internetLines)).toBe(1) // the demo line only
  })

  it('puts the package in the cart; the order places the carrier order; the sandbox moves it to active', async () => {
    const wish_date = addDays(today(), 14)
    const ordered = await jane()('POST', '/api/v1/connectivity/internet/orders', { ...order, wish_date })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201)
    const id = ordered.body.data.line.id as string
    expect(ordered.body.data.line).toMatchObject({
      status: 'awaiting_order',
      street: 'Damrak',
      addition: 'A',
    })
    const cart = await jane()('GET', '/api/v1/orders/cart')
    expect(cart.body.data.items.map((i: { id: string }) => i.id)).toContain(ordered.body.data.cart_item_id)

    const placed = await demo.as('jane', acme())(
      'POST',
      '/api/v1/orders/checkout',
      { accept_terms: true },
      { 'idempotency-key': 'internet-1' },
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const approved = await demo.as('admin')('POST', `/api/v1/orders/${placed.body.data.id}/approve`)
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const submitted = await until(async () => {
      const res = await jane()('GET', `/api/v1/connectivity/internet/lines/${id}`)
      return res.body.data.status === 'submitted' ? res.body.data : undefined
    }, 30_000)
    expect(submitted.carrier_order_id).toMatch(/^SBX-/)
    expect(submitted.service_id).toBeTruthy()
    expect(submitted.events.map((e: { status: string }) => e.status)).toEqual(['submitted'])
    expect(await demo.t.database.db.$count(connectivitySandboxOrders)).toBe(2)

    const ctx = await jobContext()
    // Asked before the step's time, nothing moves; after it, one step per look, each noted once.
    expect(await followLine(ctx, id)).toBe('running')
    for (const expected of ['planned', 'delivered', 'active']) {
      later(21)
      await Promise.all([followLine(ctx, id), followLine(ctx, id)])
      const res = await jane()('GET', `/api/v1/connectivity/internet/lines/${id}`)
      expect(res.body.data.status).toBe(expected)
    }
    const line = (await jane()('GET', `/api/v1/connectivity/internet/lines/${id}`)).body.data
    expect(line.events.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'planned',
      'delivered',
      'active',
    ])
    // Planned for the wish date: it lies after the carrier's first possible day.
    expect(line.planned_date).toBe(wish_date)
    expect(line.events[1].planned_date).toBe(wish_date)
    expect(await followLine(ctx, id)).toBe('done')
  })

  it('shows a company its own lines only', async () => {
    const globex = await demo.as('jane', demo.ids['Globex Ltd'] ?? '')(
      'GET',
      '/api/v1/connectivity/internet/lines',
    )
    expect(globex.body.data).toEqual([])
    const lines = await jane()('GET', '/api/v1/connectivity/internet/lines')
    const demoLine = lines.body.data.find((l: { house_number: number }) => l.house_number === 12)
    const reseller = await demo.as('reseller')('GET', `/api/v1/connectivity/internet/lines/${demoLine.id}`)
    expect(reseller.status).toBe(404)
  })
})
