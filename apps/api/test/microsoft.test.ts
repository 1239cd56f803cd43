// @postgres: seat changes at once on one subscription (docs/testing.md)
import { addDays, addMonths } from '@portico/domain'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { renewDueSubscriptions } from '../src/modules/microsoft/renewal.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { fieldsOf } from './helpers/problems.ts'

/** Issue 14: Microsoft 365 tenants and subscriptions under the new-commerce rules, in the sandbox Partner Center. */
let clock = new Date()
const laterDays = (days: number) => {
  clock = new Date(clock.getTime() + days * 86_400_000)
}
const demo = useDemoApp({}, { now: () => clock })
const acme = () => demo.ids['Acme B.V.'] ?? ''
const jane = () => demo.as('jane', acme())
type Sub = {
  id: string
  product: string
  quantity: number
  assigned: number
  term_end: string
  scheduled: unknown
}

async function subscriptionOf(who: 'jane' | 'reseller', product: string): Promise<Sub> {
  const list = await demo.as(who)('GET', '/api/v1/microsoft/subscriptions')
  expect(list.status).toBe(200)
  const found = (list.body.data as Sub[]).find((s) => s.product === product)
  if (!found) throw new Error(`${product} not listed`)
  return found
}

/** Schedules `plan` for Jane's subscription `product` at its renewal: the subscription and its URL. */
async function scheduleAtRenewal(product: string, plan: object) {
  const subscription = await subscriptionOf('jane', product)
  const url = `/api/v1/microsoft/subscriptions/${subscription.id}`
  expect((await jane()('PUT', `${url}/scheduled`, plan)).status).toBe(200)
  return { subscription, url }
}

describe('Microsoft 365 tenants', () => {
  it('lists each company its own tenants', async () => {
    const domains = async (who: 'jane' | 'reseller' | 'solo') =>
      ((await demo.as(who)('GET', '/api/v1/microsoft/tenants')).body.data as { domain: string }[]).map(
        (t) => t.domain,
      )
    expect(await domains('jane')).toEqual(['acmebv.onmicrosoft.com'])
    expect(await domains('reseller')).toEqual(['initech.onmicrosoft.com'])
    expect(await domains('solo')).toEqual([])
  })

  it('creates a tenant on a free onmicrosoft domain, with the customer agreement attested', async () => {
    expect((await jane()('GET', '/api/v1/microsoft/domains/acmelab')).body.data).toEqual({
      domain: 'acmelab.onmicrosoft.com',
      available: true,
    })
    const body = {
      domain_prefix: 'acmelab',
      name: 'Acme Lab',
      email: 'it@acme.example',
      agreement_accepted: true,
    }
    const created = await jane()('POST', '/api/v1/microsoft/tenants', body)
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      domain: 'acmelab.onmicrosoft.com',
      company_name: 'Acme B.V.',
    })
    expect(created.body.data.agreement_accepted_at).toBeTruthy()
    expect((await jane()('GET', '/api/v1/microsoft/domains/acmelab')).body.data.available).toBe(false)
    const again = await jane()('POST', '/api/v1/microsoft/tenants', body)
    expect(again.status).toBe(409)
    expect(fieldsOf(again.body)).toEqual(['domain_prefix'])
    const unattested = await jane()(
      'POST',
      '/api/v1/microsoft/tenants',
      { ...body, domain_prefix: 'acmeother', agreement_accepted: false },
      { 'accept-language': 'nl' },
    )
    expect(unattested.status).toBe(400)
    expect(unattested.body.errors).toEqual([
      {
        field: 'agreement_accepted',
        message: 'De klant moet de Microsoft-klantovereenkomst hebben geaccepteerd',
      },
    ])
  })

  it('lets only staff link an existing tenant by id', async () => {
    const [initech] = (await demo.as('reseller')('GET', '/api/v1/microsoft/tenants')).body.data
    const link = { customer_id: initech.customer_id }
    expect((await jane()('POST', '/api/v1/microsoft/tenants/link', link)).status).toBe(403)
    const staff = demo.as('admin', demo.ids.Initech)
    expect((await staff('POST', '/api/v1/microsoft/tenants/link', link)).status).toBe(409)
    const unknown = await staff('POST', '/api/v1/microsoft/tenants/link', {
      customer_id: crypto.randomUUID(),
    })
    expect(unknown.status).toBe(400)
    expect(fieldsOf(unknown.body)).toEqual(['customer_id'])
  })
})

describe('Microsoft 365 subscriptions', () => {
  it('shows purchased against assigned seats, and other companies get 404', async () => {
    const standard = await subscriptionOf('jane', 'Microsoft 365 Business Standard')
    expect(standard).toMatchObject({ quantity: 12, assigned: 3 })
    const premium = await subscriptionOf('reseller', 'Microsoft 365 Business Premium')
    expect((await demo.as('jane')('GET', `/api/v1/microsoft/subscriptions/${premium.id}`)).status).toBe(404)
    expect(
      (await demo.as('jane')('PUT', `/api/v1/microsoft/subscriptions/${premium.id}/seats`, { quantity: 1 }))
        .status,
    ).toBe(404)
  })

  it('adds seats pro rata, removes them in their window, and refuses after it with the reopening date', async () => {
    const standard = await subscriptionOf('jane', 'Microsoft 365 Business Standard')
    const added = await jane()('PUT', `/api/v1/microsoft/subscriptions/${standard.id}/seats`, {
      quantity: 14,
    })
    expect(added.status).toBe(200)
    expect(added.body.data).toMatchObject({
      subscription: { quantity: 14 },
      currency: 'EUR',
      discarded_scheduled: false,
    })
    // Two seats at 133.44 a year (11.12 a month), for the 325 of 365 days left: 237.63.
    expect(added.body.data.prorated_minor).toBe(23_763)
    // The 2 seats added yesterday and the 2 just now are still refundable; the 12 of 40 days ago are not.
    const fewer = await jane()('PUT', `/api/v1/microsoft/subscriptions/${standard.id}/seats`, {
      quantity: 11,
    })
    expect(fewer.body.data.subscription.quantity).toBe(11)
    expect(
      (await jane()('PUT', `/api/v1/microsoft/subscriptions/${standard.id}/seats`, { quantity: 9 })).status,
    ).toBe(409)
    laterDays(8)
    const refused = await jane()('PUT', `/api/v1/microsoft/subscriptions/${standard.id}/seats`, {
      quantity: 10,
    })
    expect(refused.status).toBe(409)
    const opens = addDays(standard.term_end, 1)
    expect(refused.body.detail).toContain(`window opens again on ${opens} 00:00 UTC`)
    const dutch = await jane()('POST', `/api/v1/microsoft/subscriptions/${standard.id}/cancel`, undefined, {
      'accept-language': 'nl',
    })
    expect(dutch.status).toBe(409)
    expect(dutch.body.detail).toContain(`opzeggen kan weer vanaf ${opens} 00:00 UTC`)
  })

  it('schedules changes for the renewal only with auto-renew; an immediate change discards them', async () => {
    const premium = await subscriptionOf('reseller', 'Microsoft 365 Business Premium')
    expect(premium.scheduled).toMatchObject({ quantity: 6 })
    const reseller = demo.as('reseller', demo.ids.Initech)
    const url = `/api/v1/microsoft/subscriptions/${premium.id}`
    const more = await reseller('PUT', `${url}/seats`, { quantity: 9 })
    expect(more.body.data).toMatchObject({
      discarded_scheduled: true,
      subscription: { quantity: 9, scheduled: null },
    })
    const plan = { quantity: 5, term: 'P1M', billing: 'monthly', sku_id: 'CFQ7TTC0LDPB:0001' }
    const planned = await reseller('PUT', `${url}/scheduled`, plan)
    expect(planned.body.data.subscription.scheduled).toMatchObject({
      quantity: 5,
      product: 'Microsoft 365 Business Standard',
    })
    const off = await reseller('PUT', `${url}/auto-renew`, { auto_renew: false })
    expect(off.body.data.subscription).toMatchObject({ auto_renew: false, scheduled: null })
    const refused = await reseller('PUT', `${url}/scheduled`, plan)
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe('Changes at renewal need auto-renew; turn it on first.')
    const shorter = await reseller('PUT', `${url}/term`, { term: 'P1M', billing: 'monthly' })
    expect(shorter.status).toBe(409)
  })

  it('renews at the term end with the scheduled changes, once', async () => {
    const plan = { quantity: 3, term: 'P1Y', billing: 'annual', sku_id: 'CFQ7TTC0LH18:0001' }
    const { subscription: basic, url } = await scheduleAtRenewal('Microsoft 365 Business Basic', plan)
    clock = new Date(`${addDays(basic.term_end, 1)}T00:00:01Z`)
    const [a, b] = await Promise.all([jane()('GET', url), jane()('GET', url)])
    expect(a.body.data).toMatchObject({ quantity: 3, term: 'P1Y', billing: 'annual', scheduled: null })
    expect(b.body.data).toEqual(a.body.data)
  })

  it('the renewal round run twice at once renews each subscription once, with its scheduled changes', async () => {
    const plan = { quantity: 5, term: 'P1M', billing: 'monthly', sku_id: 'CFQ7TTC0LCHC:0002' }
    const { subscription: standard, url } = await scheduleAtRenewal('Microsoft 365 Business Standard', plan)
    clock = new Date(`${addDays(standard.term_end, 1)}T00:05:00Z`)
    const providerId = demo.ids['Portico Demo Provider'] ?? ''
    const ctx = await systemContext({ db: demo.t.database.db, platform: demo.t.app.platform }, providerId)
    await Promise.all([renewDueSubscriptions(ctx, providerId), renewDueSubscriptions(ctx, providerId)])
    const renewed = await jane()('GET', url)
    // Renewed once: a one-month term from the renewal day (not two terms on), all seats in one new batch.
    const renewalDay = addDays(standard.term_end, 1)
    expect(renewed.body.data).toMatchObject({
      quantity: 5,
      term: 'P1M',
      product: 'Microsoft 365 Business Premium',
      term_start: renewalDay,
      term_end: addDays(addMonths(renewalDay, 1), -1),
      scheduled: null,
      refundable: [{ quantity: 5, until: `${addDays(renewalDay, 7)}T00:00:00.000Z` }],
    })
  })
})
