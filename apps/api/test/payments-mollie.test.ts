import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mollieProvider } from '../src/modules/payments/provider/mollie.ts'
import { type FakeMollie, startFakeMollie } from './helpers/fakeMollie.ts'
import { ctx, refusal } from './helpers/liveAdapter.ts'

/** Issue 25 item 2: the live Mollie adapter (`@mollie/api-client`) against a local fake of the published API. */
let fake: FakeMollie
// The client speaks HTTPS only and trusts its own CA bundle, not a caller's; the fake's certificate
// is its own, so certificate checks are off while this file runs (and back on after it).
const rejectUnauthorized = process.env.NODE_TLS_REJECT_UNAUTHORIZED
beforeAll(async () => {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  fake = await startFakeMollie()
})
afterAll(async () => {
  if (rejectUnauthorized === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = rejectUnauthorized
  await fake?.close()
})

const mollie = (apiKey = fake.apiKey) => mollieProvider({ apiKey, apiEndpoint: fake.url })
const start = (value = '121.00') =>
  mollie().createPayment(ctx, {
    amount: { currency: 'EUR', value },
    description: 'INV-2026-00042',
    redirectUrl: 'https://portal.example/finances/invoices/1?payment=2',
    webhookUrl: 'https://portal.example/api/v1/payments/webhooks/mollie',
    locale: 'nl_NL',
    metadata: { online_payment_id: '2', invoice: 'INV-2026-00042' },
  })

describe('live Mollie provider', () => {
  it('creates a payment with Mollie’s fields and answers its id, status and checkout', async () => {
    const payment = await start()
    expect(payment).toMatchObject({
      id: expect.stringMatching(/^tr_/),
      status: 'open',
      amount: { currency: 'EUR', value: '121.00' },
      checkoutUrl: expect.stringContaining(`/checkout/${payment.id}`),
      amountChargedBack: null,
      paidAt: null,
      metadata: { online_payment_id: '2', invoice: 'INV-2026-00042' },
    })
    const sent = fake.requests.find((r) => r.method === 'POST' && r.path === '/v2/payments')
    expect(sent?.authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(sent?.body).toMatchObject({
      amount: { currency: 'EUR', value: '121.00' },
      description: 'INV-2026-00042',
      redirectUrl: 'https://portal.example/finances/invoices/1?payment=2',
      webhookUrl: 'https://portal.example/api/v1/payments/webhooks/mollie',
      locale: 'nl_NL',
    })
  })

  it('reads a paid payment, its method and a later chargeback', async () => {
    const { id } = await start()
    fake.pay(id, 'paid', 'bancontact')
    const paid = await mollie().getPayment(ctx, id)
    expect(paid).toMatchObject({ status: 'paid', method: 'bancontact', checkoutUrl: null })
    expect(paid.paidAt).toEqual(expect.any(String))
    fake.chargeBack(id)
    expect((await mollie().getPayment(ctx, id)).amountChargedBack).toEqual({
      currency: 'EUR',
      value: '121.00',
    })
    const failed = await start()
    fake.pay(failed.id, 'failed', 'creditcard')
    expect((await mollie().getPayment(ctx, failed.id)).status).toBe('failed')
  })

  it('refunds a paid payment in part, and passes on a refund of more than is left', async () => {
    const { id } = await start('100.00')
    fake.pay(id, 'paid', 'ideal')
    const refund = (value: string) =>
      mollie().createRefund(ctx, id, {
        amount: { currency: 'EUR', value },
        description: 'Refund of credit',
        idempotencyKey: crypto.randomUUID(),
      })
    expect(await refund('60.00')).toMatchObject({ id: expect.stringMatching(/^re_/), status: 'pending' })
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v2/payments/${id}/refunds`,
      body: { amount: { currency: 'EUR', value: '60.00' }, description: 'Refund of credit' },
    })
    expect(String(await refusal(refund('40.01')))).toMatch(/higher than the amount that can be refunded/)
  })

  it('passes Mollie’s refusals on: a bad key, an amount below the minimum, an unknown payment', async () => {
    expect(
      await refusal(mollie('test_wrong0000000000000000000000000').getPayment(ctx, 'tr_x')),
    ).toBeInstanceOf(Error)
    const low = await refusal(start('0.50'))
    expect(String(low)).toMatch(/lower than minimum/)
    expect(await refusal(mollie().getPayment(ctx, 'tr_unknown'))).toBeInstanceOf(Error)
  })

  it('makes a customer whose paid first payment makes a mandate, collects through it once per key, and revokes it', async () => {
    const customer = await mollie().createCustomer(ctx, {
      name: 'Globex Ltd',
      metadata: { company_id: 'c1' },
    })
    expect(customer.id).toMatch(/^cst_/)
    expect(fake.requests.at(-1)?.body).toMatchObject({ name: 'Globex Ltd', metadata: { company_id: 'c1' } })
    const first = await mollie().createPayment(ctx, {
      amount: { currency: 'EUR', value: '50.00' },
      description: 'INV-2026-00050',
      redirectUrl: 'https://portal.example/finances/invoices/5',
      webhookUrl: 'https://portal.example/api/v1/payments/webhooks/mollie',
      sequenceType: 'first',
      customerId: customer.id,
    })
    expect(fake.requests.at(-1)?.body).toMatchObject({ sequenceType: 'first', customerId: customer.id })
    expect(await mollie().listMandates(ctx, customer.id)).toEqual([])
    fake.pay(first.id, 'paid', 'ideal')
    const paid = await mollie().getPayment(ctx, first.id)
    expect(paid).toMatchObject({
      sequenceType: 'first',
      customerId: customer.id,
      mandateId: expect.stringMatching(/^mdt_/),
    })
    const [mandate] = await mollie().listMandates(ctx, customer.id)
    expect(mandate).toEqual({
      id: paid.mandateId,
      status: 'valid',
      method: 'directdebit',
      consumerAccount: 'NL55INGB0000000000',
      cardNumber: null,
    })
    const recurring = () =>
      mollie().createPayment(ctx, {
        amount: { currency: 'EUR', value: '75.00' },
        description: 'INV-2026-00051',
        webhookUrl: 'https://portal.example/api/v1/payments/webhooks/mollie',
        sequenceType: 'recurring',
        customerId: customer.id,
        mandateId: mandate?.id,
        idempotencyKey: 'row-51',
      })
    const collected = await recurring()
    expect(collected).toMatchObject({ sequenceType: 'recurring', mandateId: mandate?.id, checkoutUrl: null })
    // The same key again (a retry after a crash): the same payment, not a second one.
    expect((await recurring()).id).toBe(collected.id)
    await mollie().revokeMandate(ctx, customer.id, mandate?.id ?? '')
    expect(await mollie().listMandates(ctx, customer.id)).toEqual([])
    expect(
      String(
        await refusal(
          recurring().then(() =>
            mollie().createPayment(ctx, {
              amount: { currency: 'EUR', value: '75.00' },
              description: 'INV-2026-00052',
              webhookUrl: 'https://portal.example/api/v1/payments/webhooks/mollie',
              sequenceType: 'recurring',
              customerId: customer.id,
            }),
          ),
        ),
      ),
    ).toMatch(/valid mandate/)
  })
})
