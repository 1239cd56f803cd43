import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/lib/sql.ts'
import { issuedInvoice } from './helpers/billing.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { type FakeMollie, startFakeMollie } from './helpers/fakeMollie.ts'
import { until } from './helpers/until.ts'

/**
 * Issue 25 item 9: a reseller collects its customers' online payments on its own Mollie account
 * (its own API key, sealed), while the provider's go through the platform's provider (the sandbox).
 */
let fake: FakeMollie
const env: Record<string, string> = {}
// The fake speaks HTTPS with its own certificate: checks are off while this file runs.
const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED
beforeAll(async () => {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  fake = await startFakeMollie()
  env.MOLLIE_API_URL = fake.url
})
afterAll(async () => {
  if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized
  await fake?.close()
})
const demo = useDemoApp(env)
const books = () => demo.as('reseller')
const reseller = () => demo.ids['Resell IT B.V.'] ?? ''
const initech = () => demo.ids.Initech ?? ''

const webhook = (id: string, account?: string) =>
  fetch(`${demo.t.baseUrl}/api/v1/payments/webhooks/mollie${account ? `?account=${account}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  })

describe("a reseller's own payment account", () => {
  it('takes a Mollie key (checked, sealed, shown as a hint only) and can give it up again', async () => {
    const bad = await demo.as('reseller')(
      'POST',
      '/api/v1/billing/payment-account',
      { api_key: 'sk_123' },
      {
        'accept-language': 'nl',
      },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]).toEqual({
      field: 'api_key',
      message: 'Een Mollie API-sleutel: test_ of live_ gevolgd door 30 letters en cijfers',
    })
    expect((await books()('GET', '/api/v1/billing/payment-account')).body.data).toEqual({
      provider: 'sandbox',
      own: false,
      mode: null,
      key_hint: null,
    })
    const set = await books()('POST', '/api/v1/billing/payment-account', { api_key: fake.otherApiKey })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body.data).toEqual({ provider: 'mollie', own: true, mode: 'test', key_hint: 'test_…0000' })
    const stored = await queryRows<{ sealed: string }>(
      demo.t.database.db,
      sql`select api_key_sealed as sealed from payment_accounts`,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]?.sealed).not.toContain('resellit')
    // The provider's books still collect through the platform's provider.
    expect((await demo.as('admin')('GET', '/api/v1/billing/payment-account')).body.data.own).toBe(false)
    expect((await demo.as('jane')('GET', '/api/v1/billing/payment-account')).status).toBe(403)
  })

  it("collects the reseller's invoice on its own account, and reads the webhook's payment with its key", async () => {
    const invoice = await issuedInvoice(books(), initech(), 4_840)
    const pay = await demo.as('reseller', initech())('POST', `/api/v1/finances/documents/${invoice.id}/pay`)
    expect(pay.status, JSON.stringify(pay.body)).toBe(201)
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments').at(-1)
    expect(sent?.authorization).toBe(`Bearer ${fake.otherApiKey}`)
    expect(sent?.body).toMatchObject({
      amount: { currency: 'EUR', value: '48.40' },
      webhookUrl: expect.stringMatching(
        new RegExp(`/api/v1/payments/webhooks/mollie\\?account=${reseller()}$`),
      ),
    })
    expect(pay.body.data.checkout_url).toContain('/checkout/tr_')
    const paymentId = /tr_\w+/.exec(pay.body.data.checkout_url)?.[0] ?? ''
    fake.pay(paymentId, 'paid')
    // A delivery naming another account (or none: the platform's provider is the sandbox) is refused.
    expect((await webhook(paymentId)).status).toBe(404)
    expect((await webhook(paymentId, demo.ids['Portico Demo Provider'])).status).toBe(404)
    expect((await webhook(paymentId, reseller())).status).toBe(200)
    const status = async () =>
      (await books()('GET', `/api/v1/billing/documents/${invoice.id}`)).body.data.status
    expect(await until(async () => ((await status()) === 'paid' ? 'paid' : undefined))).toBe('paid')
  })

  it("the provider's invoices still go through the platform's provider", async () => {
    const before = fake.requests.length
    const invoice = await issuedInvoice(demo.as('admin'), demo.ids['Globex Ltd'] ?? '', 2_000)
    const pay = await demo.as('jane', demo.ids['Globex Ltd'])(
      'POST',
      `/api/v1/finances/documents/${invoice.id}/pay`,
    )
    expect(pay.status).toBe(201)
    expect(pay.body.data.checkout_url).toContain('/api/sandbox-payments/checkout/')
    expect(fake.requests.length).toBe(before)
    const removed = await books()('DELETE', '/api/v1/billing/payment-account')
    expect(removed.body.data).toMatchObject({ provider: 'sandbox', own: false })
  })
})
