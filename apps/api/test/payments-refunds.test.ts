import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { billingSettings, sandboxProviderPayments } from '../src/db/schema/index.ts'
import { issuedInvoice } from './helpers/billing.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { until } from './helpers/until.ts'

/** Issue 25 item 1: credit paid back through the payment provider, to the account that paid. */
const demo = useDemoApp()
const admin = () => demo.as('admin')
const jane = () => demo.as('jane', demo.ids['Acme B.V.'])
const acme = () => demo.ids['Acme B.V.'] ?? ''
const creditOf = async () =>
  (await admin()('GET', `/api/v1/customers/${acme()}/account?limit=0`)).body.data.credit_minor

/** Jane pays an invoice of `cents` online (sandbox, iDEAL); the online payment's id. */
async function paidOnline(cents: number) {
  const invoice = await issuedInvoice(admin(), acme(), cents)
  const started = await jane()('POST', `/api/v1/finances/documents/${invoice.id}/pay`)
  await fetch(started.body.data.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status: 'paid', method: 'ideal' }).toString(),
    redirect: 'manual',
  })
  await until(
    async () => (await admin()('GET', `/api/v1/billing/documents/${invoice.id}`)).body.data.status === 'paid',
  )
  return { invoice, onlineId: started.body.data.id as string }
}

describe('refunds through the payment provider (sandbox)', () => {
  it('pays credit back to the payment, never more than the credit or the payment, and gives it back when refused', async () => {
    const { invoice, onlineId } = await paidOnline(10_000)
    // A full credit note on the paid invoice: its 100.00 becomes credit (kept, not applied to other invoices).
    await demo.t.database.db.update(billingSettings).set({ apply_credit_automatically: false })
    const note = await admin()('POST', `/api/v1/billing/documents/${invoice.id}/credit-notes`, {})
    expect((await admin()('POST', `/api/v1/billing/documents/${note.body.data.id}/issue`)).status).toBe(200)
    const before = await creditOf()
    expect(before).toBeGreaterThanOrEqual(10_000)

    const refundable = await admin()('GET', `/api/v1/customers/${acme()}/online-payments`)
    expect(refundable.body.data.find((p: { id: string }) => p.id === onlineId)).toMatchObject({
      amount_minor: 10_000,
      refundable_minor: 10_000,
      method: 'ideal',
    })
    const refund = (amount_minor: number, id = onlineId) =>
      admin()('POST', `/api/v1/customers/${acme()}/account/provider-refunds`, {
        online_payment_id: id,
        amount_minor,
      })
    const done = await refund(6_000)
    expect(done.status, JSON.stringify(done.body)).toBe(201)
    expect(done.body.data).toMatchObject({
      status: 'refunded',
      amount_minor: 6_000,
      reference: expect.stringMatching(/^re_/),
    })
    expect(await creditOf()).toBe(before - 6_000)
    // More than is left of the payment: refused, nothing changes.
    expect((await refund(4_001)).status).toBe(409)
    expect(await creditOf()).toBe(before - 6_000)
    // Jane cannot refund, and not another company's payment.
    expect(
      (
        await jane()('POST', `/api/v1/customers/${acme()}/account/provider-refunds`, {
          online_payment_id: onlineId,
          amount_minor: 100,
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await admin()('POST', `/api/v1/customers/${demo.ids['Globex Ltd']}/account/provider-refunds`, {
          online_payment_id: onlineId,
          amount_minor: 100,
        })
      ).status,
    ).toBe(404)

    // The provider refuses (the payment was charged back there): 503, and the credit is back.
    const reference = refundable.body.data.find((p: { id: string }) => p.id === onlineId)?.reference as string
    await demo.t.database.db
      .update(sandboxProviderPayments)
      .set({ status: 'failed' })
      .where(eq(sandboxProviderPayments.id, reference))
    const refused = await refund(1_000)
    expect(refused.status).toBe(503)
    expect(await creditOf()).toBe(before - 6_000)
    const after = await admin()('GET', `/api/v1/customers/${acme()}/online-payments`)
    expect(after.body.data.find((p: { id: string }) => p.id === onlineId)?.refundable_minor).toBe(4_000)
  })

  it('refuses a refund above the customer’s credit, and books nothing', async () => {
    // The invoice takes the credit there is first (applied automatically); the rest is paid online.
    await demo.t.database.db.update(billingSettings).set({ apply_credit_automatically: true })
    const { onlineId } = await paidOnline(50_000)
    const credit = await creditOf()
    const tooMuch = await admin()('POST', `/api/v1/customers/${acme()}/account/provider-refunds`, {
      online_payment_id: onlineId,
      amount_minor: credit + 1,
    })
    expect(tooMuch.status).toBe(409)
    expect(await creditOf()).toBe(credit)
    const listed = await admin()('GET', `/api/v1/customers/${acme()}/online-payments`)
    const payment = listed.body.data.find((p: { id: string }) => p.id === onlineId)
    expect(payment?.refundable_minor).toBe(payment?.amount_minor)
  })
})
