import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GraphError } from '../src/modules/microsoft/graph/adapter.ts'
import { liveGraph } from '../src/modules/microsoft/graph/live.ts'
import { PartnerCenterError } from '../src/modules/microsoft/partnerCenter/adapter.ts'
import { livePartnerCenter } from '../src/modules/microsoft/partnerCenter/live.ts'
import { type FakeGraph, startFakeGraph } from './helpers/fakeGraph.ts'
import { CLIENT } from './helpers/fakeMicrosoftHttp.ts'
import { type FakePartnerCenter, startFakePartnerCenter } from './helpers/fakePartnerCenter.ts'
import { ctx, refusal } from './helpers/liveAdapter.ts'

/** Issue 14: the live Partner Center and Graph adapters against local fakes of the published APIs. */
let pcFake: FakePartnerCenter
let graphFake: FakeGraph
const STANDARD = 'CFQ7TTC0LDPB:0001:CFQ7TTC0K5DJ'
const settings = (url: string, secret = CLIENT.secret) => ({
  loginUrl: url,
  tenantId: 'partner-tenant',
  clientId: CLIENT.id,
  clientSecret: secret,
  country: 'NL',
  products: ['CFQ7TTC0LDPB'],
})
const pc = () => livePartnerCenter({ ...settings(pcFake.url), url: pcFake.url })
const graph = () => liveGraph({ ...settings(graphFake.url), url: graphFake.url })

beforeAll(async () => {
  ;[pcFake, graphFake] = await Promise.all([startFakePartnerCenter(), startFakeGraph()])
})
afterAll(async () => {
  await Promise.all([pcFake?.close(), graphFake?.close()])
})

describe('live Partner Center', () => {
  const partner = { customerId: '' }

  it('creates a customer on a free domain and attests the customer agreement', async () => {
    const center = pc()
    expect(center.mode).toBe('live')
    expect(await center.domainAvailable(ctx, 'acmelive.onmicrosoft.com')).toBe(true)
    const customer = await center.createCustomer(ctx, {
      domain: 'acmelive.onmicrosoft.com',
      companyName: 'Acme Live',
      email: 'it@acme.example',
      country: 'NL',
    })
    partner.customerId = customer.id
    expect(customer.companyProfile).toMatchObject({
      tenantId: customer.id,
      domain: 'acmelive.onmicrosoft.com',
    })
    expect(await center.domainAvailable(ctx, 'acmelive.onmicrosoft.com')).toBe(false)
    await center.acceptAgreement(ctx, customer.id, new Date('2026-11-26T10:00:00Z'))
    expect(pcFake.agreements).toEqual([
      { customerId: customer.id, templateId: expect.any(String), dateAgreed: '2026-11-26T10:00:00.000Z' },
    ])
    expect(await center.customer(ctx, customer.id)).toMatchObject({ id: customer.id })
    expect(await center.customer(ctx, '00000000-0000-4000-8000-000000000000')).toBeNull()
    // One token for the partner's tenant, reused.
    expect(pcFake.tokensIssued()).toBe(1)
  })

  it('reads the catalogue: products, SKUs and availabilities with their terms', async () => {
    const items = await pc().catalog(ctx)
    expect(items).toEqual([
      expect.objectContaining({
        catalogItemId: STANDARD,
        title: 'Microsoft 365 Business Standard',
        graphSkuId: 'f245ecc8-75af-4f8e-b61f-27d8114de5f3',
      }),
    ])
    expect(items[0]?.terms.map((t) => `${t.duration}/${t.billingCycle}`)).toEqual([
      'P1M/monthly',
      'P1Y/monthly',
      'P1Y/annual',
    ])
  })

  it('checks a cart out once: the same cart again is the first order, no second subscription', async () => {
    const center = pc()
    const cart = await center.createCart(ctx, partner.customerId, [
      { id: 0, catalogItemId: STANDARD, quantity: 3, billingCycle: 'monthly', termDuration: 'P1Y' },
    ])
    expect(Date.parse(cart.expirationTimestamp) - Date.parse(cart.creationTimestamp)).toBe(7 * 86_400_000)
    const first = await center.checkout(ctx, partner.customerId, cart.id)
    const again = await center.checkout(ctx, partner.customerId, cart.id)
    expect(again).toEqual(first)
    expect(first.orders[0]?.lineItems[0]).toMatchObject({ offerId: STANDARD, quantity: 3 })
    const subs = await center.subscriptions(ctx, partner.customerId)
    expect(subs).toHaveLength(1)
    expect(subs[0]).toMatchObject({
      quantity: 3,
      status: 'active',
      billingCycle: 'monthly',
      termDuration: 'P1Y',
    })
  })

  it('changes a subscription: seats and status by PATCH of the whole resource, the term by a transition', async () => {
    const center = pc()
    const [sub] = await center.subscriptions(ctx, partner.customerId)
    const id = sub?.id ?? ''
    expect((await center.updateSubscription(ctx, partner.customerId, id, { quantity: 5 })).quantity).toBe(5)
    const suspended = await center.updateSubscription(ctx, partner.customerId, id, { status: 'suspended' })
    expect(suspended).toMatchObject({ status: 'suspended', quantity: 5, autoRenewEnabled: true })
    const moved = await center.transition(ctx, partner.customerId, id, {
      termDuration: 'P1Y',
      billingCycle: 'annual',
    })
    expect(moved.billingCycle).toBe('annual')
    expect(pcFake.transitions).toEqual([
      expect.objectContaining({ toCatalogItemId: STANDARD, quantity: 5, billingCycle: 'annual' }),
    ])
    expect(
      await center.subscription(ctx, partner.customerId, '00000000-0000-4000-8000-000000000000'),
    ).toBeNull()
  })

  it("gives Microsoft's refusals with their code, and Partner Center being away as a plain error", async () => {
    const taken = await refusal(
      pc().createCustomer(ctx, {
        domain: 'acmelive.onmicrosoft.com',
        companyName: 'X',
        email: 'x@x.example',
        country: 'NL',
      }),
    )
    expect(taken).toBeInstanceOf(PartnerCenterError)
    expect((taken as PartnerCenterError).code).toBe('600047')
    pcFake.state.failNext = 1
    const away = await refusal(pc().subscriptions(ctx, partner.customerId))
    expect(away).toBeInstanceOf(Error)
    expect(away).not.toBeInstanceOf(PartnerCenterError)
    const wrongSecret = livePartnerCenter({ ...settings(pcFake.url, 'wrong'), url: pcFake.url })
    const denied = await refusal(wrongSecret.subscriptions(ctx, partner.customerId))
    expect(denied).toBeInstanceOf(PartnerCenterError)
    expect(denied?.message).toMatch(/Invalid client secret/)
  })
})

describe('live Graph', () => {
  const tenant = 'acme-tenant'
  const STANDARD_SKU = 'f245ecc8-75af-4f8e-b61f-27d8114de5f3'

  it('lists the subscribed SKUs and every user across pages', async () => {
    graphFake.skus.set(tenant, [
      {
        skuId: STANDARD_SKU,
        skuPartNumber: 'O365_BUSINESS_PREMIUM',
        appliesTo: 'User',
        capabilityStatus: 'Enabled',
        consumedUnits: 0,
        prepaidUnits: { enabled: 2, warning: 0, suspended: 0, lockedOut: 0 },
      },
    ])
    const g = graph()
    for (const [name, location] of [
      ['anna', 'NL'],
      ['bas', 'NL'],
      ['kees', null],
    ] as const)
      await g.createUser(ctx, tenant, {
        userPrincipalName: `${name}@acmelive.onmicrosoft.com`,
        displayName: name,
        usageLocation: location,
      })
    const users = await g.users(ctx, tenant)
    expect(users.map((u) => u.userPrincipalName)).toEqual([
      'anna@acmelive.onmicrosoft.com',
      'bas@acmelive.onmicrosoft.com',
      'kees@acmelive.onmicrosoft.com',
    ])
    expect(users[2]).toMatchObject({ usageLocation: null, assignedLicenses: [] })
    expect((await g.subscribedSkus(ctx, tenant))[0]?.prepaidUnits.enabled).toBe(2)
    // Three users come in two pages.
    expect(graphFake.calls.filter((c) => c === 'GET /v1.0/users')).toHaveLength(2)
  })

  it('assigns licences while units are free, never without a usage location', async () => {
    const g = graph()
    const [anna, bas, kees] = await g.users(ctx, tenant)
    const add = { addLicenses: [{ skuId: STANDARD_SKU }], removeLicenses: [] }
    expect((await g.assignLicense(ctx, tenant, anna?.id ?? '', add)).assignedLicenses).toEqual([
      { skuId: STANDARD_SKU },
    ])
    const noLocation = await refusal(g.assignLicense(ctx, tenant, kees?.id ?? '', add))
    expect(noLocation).toBeInstanceOf(GraphError)
    expect(noLocation?.message).toMatch(/usage location/)
    await g.assignLicense(ctx, tenant, bas?.id ?? '', add)
    const third = await refusal(g.assignLicense(ctx, tenant, kees?.id ?? '', add))
    expect((third as GraphError).code).toBe('Request_BadRequest')
    const freed = await g.assignLicense(ctx, tenant, bas?.id ?? '', {
      addLicenses: [],
      removeLicenses: [STANDARD_SKU],
    })
    expect(freed.assignedLicenses).toEqual([])
    expect((await g.subscribedSkus(ctx, tenant))[0]?.consumedUnits).toBe(1)
  })

  it('sets a usage location (PATCH /users/{id}); then the licence can be assigned', async () => {
    const g = graph()
    const kees = (await g.users(ctx, tenant)).find((u) => u.userPrincipalName.startsWith('kees@'))
    const wrong = await refusal(g.setUsageLocation(ctx, tenant, kees?.id ?? '', 'Holland'))
    expect((wrong as GraphError).code).toBe('Request_BadRequest')
    await g.setUsageLocation(ctx, tenant, kees?.id ?? '', 'NL')
    expect(graphFake.calls).toContain(`PATCH /v1.0/users/${kees?.id}`)
    const add = { addLicenses: [{ skuId: STANDARD_SKU }], removeLicenses: [] }
    expect((await g.assignLicense(ctx, tenant, kees?.id ?? '', add)).usageLocation).toBe('NL')
  })
})
