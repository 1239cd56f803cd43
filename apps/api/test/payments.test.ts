// @postgres: webhook deliveries of one payment at once record it once (docs/testing.md)
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { onlinePayments, payments } from '../src/db/schema/index.ts'
import { chargeBackSandboxPayment } from '../src/modules/payments/sandbox.repository.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { until } from './helpers/until.ts'

/** Issue 25 item 2: a customer pays an invoice online through the sandbox provider (Mollie's shape). */
const demo = useDemoApp()
const admin = () => demo.as('admin')
const jane = () => demo.as('jane', demo.ids['Acme B.V.'])

async function openInvoice(customer: string, unit: number) {
  const draft = await admin()('POST', '/api/v1/billing/documents', {
    kind: 'invoice',
    customer_id: demo.ids[customer],
    lines: [{ description: 'Managed backup', quantity: '1', unit_price_minor: unit, vat_rate_bp: 2100 }],
  })
  return (await admin()('POST', `/api/v1/billing/documents/${draft.body.data.id}/issue`)).body.data as {
    id: string
    total_minor: number
  }
}
const invoiceOf = async (id: string) => (await admin()('GET', `/api/v1/billing/documents/${id}`)).body.data
const ledgerPayments = (invoiceId: string) =>
  demo.t.database.db.select().from(payments).where(eq(payments.document_id, invoiceId))
const webhook = (id: string) =>
  fetch(`${demo.t.baseUrl}/api/v1/payments/webhooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  })
/** The tester's choice on the sandbox checkout (a form post), without following the redirect. */
const choose = (checkoutUrl: string, status: string, method = 'ideal') =>
  fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status, method }).toString(),
    redirect: 'manual',
  })

describe('online payment (sandbox provider)', () => {
  it('pays an invoice through the checkout; the webhook records it once, however often it comes', async () => {
    const invoice = await openInvoice('Acme B.V.', 10_000)
    const started = await jane()('POST', `/api/v1/finances/documents/${invoice.id}/pay`)
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    const { id, checkout_url } = started.body.data
    expect(checkout_url).toMatch(/\/api\/sandbox-payments\/checkout\/tr_/)
    // A second click within minutes offers the same checkout.
    expect((await jane()('POST', `/api/v1/finances/documents/${invoice.id}/pay`)).body.data.id).toBe(id)

    const page = await fetch(checkout_url, { headers: { 'accept-language': 'nl' } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('EUR 121.00')
    expect(html).toContain('Betaald')

    const chosen = await choose(checkout_url, 'paid')
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe(
      `${demo.t.baseUrl}/finances/invoices/${invoice.id}?payment=${id}`,
    )
    // The sandbox calls the webhook from a job, as Mollie calls it.
    await until(async () => (await invoiceOf(invoice.id)).status === 'paid')
    const online = await jane()('GET', `/api/v1/finances/online-payments/${id}`)
    expect(online.body.data).toMatchObject({ status: 'paid', method: 'ideal', amount_minor: 12_100 })
    const reference = online.body.data.reference as string

    // Any number of deliveries, at once and later, in any order: one payment.
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(reference)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(await ledgerPayments(invoice.id)).toMatchObject([
      { amount_minor: 12_100, method: 'online', reference },
    ])
    // The checkout is spent: choosing again changes nothing.
    expect((await choose(checkout_url, 'failed')).status).toBe(303)
    expect((await invoiceOf(invoice.id)).status).toBe('paid')
  })

  it('a failed payment leaves the invoice open; a chargeback reopens a paid one, once', async () => {
    const invoice = await openInvoice('Acme B.V.', 5_000)
    const first = (await jane()('POST', `/api/v1/finances/documents/${invoice.id}/pay`)).body.data
    await choose(first.checkout_url, 'failed', 'creditcard')
    await until(
      async () =>
        (await jane()('GET', `/api/v1/finances/online-payments/${first.id}`)).body.data.status === 'failed',
    )
    expect((await invoiceOf(invoice.id)).status).toBe('issued')

    const second = (await jane()('POST', `/api/v1/finances/documents/${invoice.id}/pay`)).body.data
    expect(second.id).not.toBe(first.id)
    await choose(second.checkout_url, 'paid', 'bancontact')
    await until(async () => (await invoiceOf(invoice.id)).status === 'paid')
    const [row] = await demo.t.database.db
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.id, second.id))
    const ctx = await systemContext({ db: demo.t.database.db, platform: demo.t.app.platform }, null)
    await chargeBackSandboxPayment(ctx, row?.provider_payment_id ?? '')
    await webhook(row?.provider_payment_id ?? '')
    await webhook(row?.provider_payment_id ?? '')
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'issued', balance_minor: 6_050 })
    const [payment] = await ledgerPayments(invoice.id)
    expect(payment?.reversal_reason).toMatch(/^Charged back/)
    expect((await jane()('GET', `/api/v1/finances/online-payments/${second.id}`)).body.data.status).toBe(
      'charged_back',
    )
  })

  it('pays only open invoices of one’s own companies; ignores forged and unknown webhooks', async () => {
    const foreign = await openInvoice('Resell IT B.V.', 1_000)
    expect((await jane()('POST', `/api/v1/finances/documents/${foreign.id}/pay`)).status).toBe(404)
    const paid = await openInvoice('Acme B.V.', 1_000)
    await admin()('POST', `/api/v1/billing/documents/${paid.id}/payments`, {
      amount_minor: paid.total_minor,
      paid_on: '2026-11-24',
      method: 'bank_transfer',
    })
    expect((await jane()('POST', `/api/v1/finances/documents/${paid.id}/pay`)).status).toBe(409)
    expect((await webhook('tr_forged')).status).toBe(200)
    const wrongProvider = await fetch(`${demo.t.baseUrl}/api/v1/payments/webhooks/mollie`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id=tr_x',
    })
    expect(wrongProvider.status).toBe(404)
    expect(
      (await fetch(`${demo.t.baseUrl}/api/v1/payments/webhooks/sandbox`, { method: 'POST' })).status,
    ).toBe(400)
  })
})
