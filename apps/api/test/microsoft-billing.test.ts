// @postgres: seat changes at once on one subscription, and billing rounds at once (docs/testing.md)
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { documentLines, microsoftSubscriptions, services } from '../src/db/schema/index.ts'
import { sandboxSku } from '../src/modules/microsoft/partnerCenter/sandboxCatalog.ts'
import { renewDueSubscriptions } from '../src/modules/microsoft/renewal.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/** Issue 25 item 6: every seat of a Microsoft subscription is charged, whether it was ordered or linked. */
const demo = useDemoApp()
const db = () => demo.t.database.db
const jane = () => demo.as('jane', demo.ids['Acme B.V.'])
const providerId = () => demo.ids['Portico Demo Provider'] ?? ''
const system = () => systemContext({ db: db(), platform: demo.t.app.platform }, providerId())
type Sub = { id: string; product: string; quantity: number; company_id: string }

const BASIC_MONTHLY_TERM_SEAT = 806 // 6.72 a seat a month on a year, 20% more on a monthly term
const STANDARD_ANNUAL_SEAT = 1404 * 12

async function serviceOf(linkId: string) {
  const [row] = await db()
    .select({ service: services })
    .from(microsoftSubscriptions)
    .innerJoin(services, eq(services.id, microsoftSubscriptions.service_id))
    .where(eq(microsoftSubscriptions.id, linkId))
  return row?.service
}

async function subscription(who: 'jane' | 'reseller', product: string): Promise<Sub> {
  const list = await demo.as(who)('GET', '/api/v1/microsoft/subscriptions')
  const found = (list.body.data as Sub[]).find((s) => s.product === product)
  if (!found) throw new Error(`${product} not listed`)
  return found
}

const priceChanges = (name: string) =>
  db()
    .select()
    .from(documentLines)
    .where(like(documentLines.description, `${name}: price change%`))

describe('billing Microsoft subscriptions that were linked', () => {
  it('bills every demo subscription by a service at its seller’s price for its seats', async () => {
    const standard = await subscription('jane', 'Microsoft 365 Business Standard')
    expect(await serviceOf(standard.id)).toMatchObject({
      status: 'active',
      period: 'P1Y',
      price_minor: STANDARD_ANNUAL_SEAT * standard.quantity,
      cost_minor: null,
    })
    // Initech buys from Resell IT: the reseller's price, and its purchase price as the cost.
    const premium = await subscription('reseller', 'Microsoft 365 Business Premium')
    const service = await serviceOf(premium.id)
    expect(service).toMatchObject({ period: 'P1M', seller_id: demo.ids['Resell IT B.V.'] })
    expect(service?.cost_minor).toBe(2472 * premium.quantity)
    expect(service?.price_minor).toBe(Math.round(2472 * 1.1) * premium.quantity)
  })

  it('charges seats added at once exactly once, and the price follows the seats', async () => {
    const basic = await subscription('jane', 'Microsoft 365 Business Basic')
    const url = `/api/v1/microsoft/subscriptions/${basic.id}/seats`
    const more = basic.quantity + 1
    const answers = await Promise.all(Array.from({ length: 5 }, () => jane()('PUT', url, { quantity: more })))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect((await subscription('jane', 'Microsoft 365 Business Basic')).quantity).toBe(more)
    expect((await serviceOf(basic.id))?.price_minor).toBe(BASIC_MONTHLY_TERM_SEAT * more)
    const charged = await priceChanges('Microsoft 365 Business Basic')
    expect(charged).toHaveLength(1)
    expect(charged[0]?.unit_price_minor).toBeGreaterThan(0)
    expect(charged[0]?.unit_price_minor).toBeLessThanOrEqual(BASIC_MONTHLY_TERM_SEAT)

    expect((await jane()('PUT', url, { quantity: more + 2 })).status).toBe(200)
    expect((await serviceOf(basic.id))?.price_minor).toBe(BASIC_MONTHLY_TERM_SEAT * (more + 2))
    expect(await priceChanges('Microsoft 365 Business Basic')).toHaveLength(2)
  })

  it('links and bills the subscriptions of a tenant staff link, and the round bills a link made before', async () => {
    // A tenant the provider's Partner Center has, with a subscription bought outside the portal.
    const ctx = await system()
    const pc = demo.t.app.platform.partnerCenter
    const customer = await pc.createCustomer(ctx, {
      domain: 'globexltd.onmicrosoft.com',
      companyName: 'Globex Ltd',
      email: 'it@globex.example',
      country: 'NL',
    })
    await pc.acceptAgreement(ctx, customer.id, new Date())
    const item = sandboxSku('CFQ7TTC0LDPB:0001')
    const cart = await pc.createCart(ctx, customer.id, [
      {
        id: 0,
        catalogItemId: item?.catalogItemId ?? '',
        quantity: 3,
        billingCycle: 'annual',
        termDuration: 'P1Y',
        friendlyName: 'Standard',
      },
    ])
    await pc.checkout(ctx, customer.id, cart.id)

    const globex = demo.ids['Globex Ltd'] ?? ''
    const linked = await demo.as('admin', globex)('POST', '/api/v1/microsoft/tenants/link', {
      customer_id: customer.id,
    })
    expect(linked.status, JSON.stringify(linked.body)).toBe(201)
    const [link] = await db()
      .select()
      .from(microsoftSubscriptions)
      .where(eq(microsoftSubscriptions.tenant_id, linked.body.data.id))
    expect(link?.company_id).toBe(globex)
    const service = await serviceOf(link?.id ?? '')
    expect(service).toMatchObject({
      company_id: globex,
      period: 'P1Y',
      price_minor: STANDARD_ANNUAL_SEAT * 3,
    })
    const listed = await demo.as('jane', globex)('GET', '/api/v1/microsoft/subscriptions')
    expect(listed.body.data.map((s: Sub) => s.quantity)).toEqual([3])

    // A link made before linking billed: two rounds at once give it one service.
    await db()
      .update(microsoftSubscriptions)
      .set({ service_id: null })
      .where(eq(microsoftSubscriptions.id, link?.id ?? ''))
    await Promise.all([
      renewDueSubscriptions(ctx, providerId()),
      renewDueSubscriptions(await system(), providerId()),
    ])
    const billed = await db()
      .select()
      .from(services)
      .where(and(eq(services.company_id, globex), eq(services.type, 'microsoft')))
    expect(billed).toHaveLength(2) // the first, unlinked by hand above, and the one the round made
    expect((await serviceOf(link?.id ?? ''))?.id).not.toBe(service?.id)
  })
})
