import { addDays } from '@portico/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestContext } from '../src/auth/context.ts'
import { systemContext } from '../src/auth/system.ts'
import { companies } from '../src/db/schema/index.ts'
import { sandboxGraph } from '../src/modules/microsoft/graph/sandbox.ts'
import { PartnerCenterError, type PcCartLineItem } from '../src/modules/microsoft/partnerCenter/adapter.ts'
import { sandboxPartnerCenter } from '../src/modules/microsoft/partnerCenter/sandbox.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'

/** Issue 14: the sandbox Partner Center and Graph keep Microsoft's state and its new-commerce rules. */
let t: TestApp
let ctx: RequestContext
let clock = new Date('2027-01-04T10:00:00Z')
const laterHours = (hours: number) => {
  clock = new Date(clock.getTime() + hours * 3_600_000)
}
const pc = sandboxPartnerCenter()
const graph = sandboxGraph()
const BASIC = 'CFQ7TTC0LH18:0001:CFQ7TTC0K5BF'
const BASIC_GRAPH = '3b555118-da6a-4418-894f-7df1e2096870'
const line = (quantity: number, id = 1): PcCartLineItem => ({
  id,
  catalogItemId: BASIC,
  quantity,
  termDuration: 'P1Y',
  billingCycle: 'annual',
})

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PartnerCenterError)
  return error as PartnerCenterError
}

/** A sandbox customer on `domain` (its name is the domain). */
const newCustomer = (domain: string) =>
  pc.createCustomer(ctx, { domain, companyName: domain, email: 'it@example.nl', country: 'NL' })

async function customerWith(domain: string, quantity: number) {
  const customer = await newCustomer(domain)
  const cart = await pc.createCart(ctx, customer.id, [line(quantity)])
  const result = await pc.checkout(ctx, customer.id, cart.id)
  const subscriptionId = result.orders[0]?.lineItems[0]?.subscriptionId ?? ''
  return { customerId: customer.id, subscriptionId }
}

beforeAll(async () => {
  t = await startTestApp({}, { now: () => clock })
  const [provider] = await t.database.db.select().from(companies).where(eq(companies.kind, 'provider'))
  ctx = await systemContext({ db: t.database.db, platform: t.app.platform }, provider?.id ?? null)
})
afterAll(() => t?.close())

describe('sandbox Partner Center', () => {
  it('creates customers on free onmicrosoft domains only', async () => {
    expect(await pc.domainAvailable(ctx, 'jansenbouw.onmicrosoft.com')).toBe(true)
    const customer = await pc.createCustomer(ctx, {
      domain: 'JansenBouw.onmicrosoft.com',
      companyName: 'Jansen Bouw',
      email: 'it@jansen.nl',
      country: 'NL',
    })
    expect(customer.companyProfile).toMatchObject({
      domain: 'jansenbouw.onmicrosoft.com',
      tenantId: customer.id,
    })
    expect(await pc.domainAvailable(ctx, 'jansenbouw.onmicrosoft.com')).toBe(false)
    const taken = await refusal(newCustomer('jansenbouw.onmicrosoft.com'))
    expect(taken.status).toBe(409)
  })

  it('checks a cart out once: a retry returns the first orders', async () => {
    const customer = await newCustomer('retry.onmicrosoft.com')
    const cart = await pc.createCart(ctx, customer.id, [line(5)])
    expect(Date.parse(cart.expirationTimestamp) - Date.parse(cart.creationTimestamp)).toBe(7 * 86_400_000)
    const first = await pc.checkout(ctx, customer.id, cart.id)
    const again = await pc.checkout(ctx, customer.id, cart.id)
    expect(again).toEqual(first)
    expect(await pc.subscriptions(ctx, customer.id)).toHaveLength(1)
    const expired = await pc.createCart(ctx, customer.id, [line(1)])
    laterHours(7 * 24)
    expect((await refusal(pc.checkout(ctx, customer.id, expired.id))).code).toBe('800036')
  })

  it('keeps the integration sandbox limits: 5 subscriptions, 25 licences', async () => {
    const customer = await newCustomer('limits.onmicrosoft.com')
    const cart = await pc.createCart(
      ctx,
      customer.id,
      [1, 2, 3, 4, 5, 6].map((id) => line(1, id)),
    )
    const result = await pc.checkout(ctx, customer.id, cart.id)
    expect(result.orders[0]?.lineItems).toHaveLength(5)
    expect(result.orderErrors).toEqual([expect.objectContaining({ orderGroupId: '6', code: '800089' })])
    const subscriptionId = result.orders[0]?.lineItems[0]?.subscriptionId ?? ''
    const over = await refusal(pc.updateSubscription(ctx, customer.id, subscriptionId, { quantity: 26 }))
    expect(over.code).toBe('800089')
  })

  it('refunds seats per batch inside its 168 hours, then refuses with the renewal date', async () => {
    const { customerId, subscriptionId } = await customerWith('batches.onmicrosoft.com', 10)
    laterHours(100)
    const added = await pc.updateSubscription(ctx, customerId, subscriptionId, { quantity: 14 })
    expect(added.refundableQuantity.totalQuantity).toBe(14)
    laterHours(70) // the first batch's window closed, the added seats have 98 hours left
    const fewer = await pc.updateSubscription(ctx, customerId, subscriptionId, { quantity: 11 })
    expect(fewer.refundableQuantity).toMatchObject({ totalQuantity: 1 })
    const refused = await refusal(pc.updateSubscription(ctx, customerId, subscriptionId, { quantity: 9 }))
    expect(refused.rule).toEqual({
      rule: 'decreaseOutsideWindow',
      opensAt: `${addDays(fewer.commitmentEndDate, 1)}T00:00:00.000Z`,
    })
    expect(
      (await refusal(pc.updateSubscription(ctx, customerId, subscriptionId, { status: 'deleted' }))).rule
        ?.rule,
    ).toBe('cancelOutsideWindow')
  })

  it('applies the scheduled changes at renewal once, and an immediate change discards them', async () => {
    const { customerId, subscriptionId } = await customerWith('renewal.onmicrosoft.com', 6)
    const instructions = {
      product: {
        productId: 'CFQ7TTC0LH18',
        skuId: '0001',
        billingCycle: 'monthly' as const,
        termDuration: 'P1M' as const,
      },
      quantity: 4,
    }
    const planned = await pc.updateSubscription(ctx, customerId, subscriptionId, {
      scheduledNextTermInstructions: instructions,
    })
    expect(planned.scheduledNextTermInstructions).toEqual(instructions)
    const discarded = await pc.updateSubscription(ctx, customerId, subscriptionId, { quantity: 7 })
    expect(discarded.scheduledNextTermInstructions).toBeNull()
    await pc.updateSubscription(ctx, customerId, subscriptionId, {
      scheduledNextTermInstructions: instructions,
    })
    const noAutoRenew = await pc.updateSubscription(ctx, customerId, subscriptionId, {
      autoRenewEnabled: false,
    })
    expect(noAutoRenew.scheduledNextTermInstructions).toBeNull()
    const refused = await refusal(
      pc.updateSubscription(ctx, customerId, subscriptionId, { scheduledNextTermInstructions: instructions }),
    )
    expect(refused.rule).toEqual({ rule: 'scheduleNeedsAutoRenew', opensAt: null })
    await pc.updateSubscription(ctx, customerId, subscriptionId, {
      autoRenewEnabled: true,
      scheduledNextTermInstructions: instructions,
    })
    const before = await pc.subscription(ctx, customerId, subscriptionId)
    clock = new Date(`${before?.commitmentEndDate}T23:59:00Z`)
    clock = new Date(clock.getTime() + 2 * 60_000)
    const [renewed, again] = await Promise.all([
      pc.subscription(ctx, customerId, subscriptionId),
      pc.subscription(ctx, customerId, subscriptionId),
    ])
    expect(renewed).toMatchObject({
      quantity: 4,
      termDuration: 'P1M',
      billingCycle: 'monthly',
      scheduledNextTermInstructions: null,
    })
    expect(again).toEqual(renewed)
    expect(renewed?.refundableQuantity.totalQuantity).toBe(4)
    expect(await pc.updateSubscription(ctx, customerId, subscriptionId, { quantity: 3 })).toMatchObject({
      quantity: 3,
    })
  })

  it('moves a term only to a longer one mid-term', async () => {
    const { customerId, subscriptionId } = await customerWith('terms.onmicrosoft.com', 2)
    expect(
      (
        await refusal(
          pc.transition(ctx, customerId, subscriptionId, { termDuration: 'P1M', billingCycle: 'monthly' }),
        )
      ).rule?.rule,
    ).toBe('shorterTerm')
    const longer = await pc.transition(ctx, customerId, subscriptionId, { termDuration: 'P3Y' })
    expect(longer).toMatchObject({
      termDuration: 'P3Y',
      effectiveStartDate: clock.toISOString().slice(0, 10),
    })
  })

  it("does not show one partner's customers to another", async () => {
    const { customerId } = await customerWith('walled.onmicrosoft.com', 1)
    const other = await systemContext(
      { db: t.database.db, platform: t.app.platform },
      '00000000-0000-4000-8000-000000000000',
    )
    expect(await pc.customer(other, customerId)).toBeNull()
    expect((await refusal(pc.subscriptions(other, customerId))).status).toBe(404)
  })
})

describe('sandbox Graph', () => {
  it('assigns licences only to users with a usage location and while units are free', async () => {
    const { customerId } = await customerWith('graph.onmicrosoft.com', 1)
    const anna = await graph.createUser(ctx, customerId, {
      userPrincipalName: 'anna@graph.onmicrosoft.com',
      displayName: 'Anna',
      usageLocation: 'NL',
    })
    const bob = await graph.createUser(ctx, customerId, {
      userPrincipalName: 'bob@graph.onmicrosoft.com',
      displayName: 'Bob',
      usageLocation: null,
    })
    const add = { addLicenses: [{ skuId: BASIC_GRAPH }], removeLicenses: [] }
    await expect(graph.assignLicense(ctx, customerId, bob.id, add)).rejects.toThrow(/invalid usage location/)
    expect(await graph.assignLicense(ctx, customerId, anna.id, add)).toMatchObject({
      assignedLicenses: [{ skuId: BASIC_GRAPH }],
    })
    expect(await graph.subscribedSkus(ctx, customerId)).toEqual([
      expect.objectContaining({
        skuId: BASIC_GRAPH,
        consumedUnits: 1,
        prepaidUnits: expect.objectContaining({ enabled: 1 }),
      }),
    ])
    const carl = await graph.createUser(ctx, customerId, {
      userPrincipalName: 'carl@graph.onmicrosoft.com',
      displayName: 'Carl',
      usageLocation: 'NL',
    })
    await expect(graph.assignLicense(ctx, customerId, carl.id, add)).rejects.toThrow(/no available units/)
    await graph.assignLicense(ctx, customerId, anna.id, { addLicenses: [], removeLicenses: [BASIC_GRAPH] })
    expect(await graph.assignLicense(ctx, customerId, carl.id, add)).toMatchObject({
      assignedLicenses: [{ skuId: BASIC_GRAPH }],
    })
  })
})
