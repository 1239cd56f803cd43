// @postgres: two collection rounds at once start one automatic payment per invoice (docs/testing.md)
import { todayIn } from '@portico/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { onlinePayments, payments } from '../src/db/schema/index.ts'
import { collectDueInvoices } from '../src/modules/payments/automatic.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { until } from './helpers/until.ts'

/** Issue 25 item 2: a first payment makes a mandate at the provider; later invoices are collected through it when due. */
const demo = useDemoApp()
const admin = () => demo.as('admin')
const jane = () => demo.as('jane', demo.ids['Globex Ltd'])
const db = () => demo.t.database.db

/** An invoice to Globex due today (payment terms 0 days). */
async function dueInvoice(cents: number) {
  const draft = await admin()('POST', '/api/v1/billing/documents', {
    kind: 'invoice',
    customer_id: demo.ids['Globex Ltd'],
    issue_date: todayIn(demo.t.app.platform.timeZone, new Date()),
    payment_terms_days: 0,
    lines: [{ description: 'Managed backup', quantity: '1', unit_price_minor: cents, vat_rate_bp: 0 }],
  })
  return (await admin()('POST', `/api/v1/billing/documents/${draft.body.data.id}/issue`)).body.data as {
    id: string
  }
}
const statusOf = async (id: string) =>
  (await admin()('GET', `/api/v1/billing/documents/${id}`)).body.data.status
const runRound = async () => {
  const providerId = demo.ids['Portico Demo Provider'] ?? ''
  const ctx = await systemContext({ db: db(), platform: demo.t.app.platform }, providerId)
  return collectDueInvoices(ctx)
}

describe('automatic payment through the provider (sandbox)', () => {
  it('keeps the mandate of a first payment, collects the next due invoice once, and stops when the company says so', async () => {
    const first = await dueInvoice(5_000)
    // Nothing to collect through before a mandate exists.
    expect(await runRound()).toBe(0)
    const started = await jane()('POST', `/api/v1/finances/documents/${first.id}/pay`, { automatic: true })
    expect(started.status, JSON.stringify(started.body)).toBe(201)
    expect(
      (await jane()('POST', `/api/v1/finances/documents/${first.id}/pay`, { automatic: 'yes' })).status,
    ).toBe(400)
    const paid = await fetch(started.body.data.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ status: 'paid', method: 'ideal' }).toString(),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    await until(async () => (await statusOf(first.id)) === 'paid')
    const mandates = await jane()('GET', '/api/v1/finances/payment-mandates')
    expect(mandates.body.data).toMatchObject([
      { provider: 'sandbox', method: 'directdebit', details: 'NL55 •••• 0000', status: 'valid' },
    ])
    // Another company's people do not see it.
    expect(
      (await demo.as('jane', demo.ids['Acme B.V.'])('GET', '/api/v1/finances/payment-mandates')).body.data,
    ).toEqual([])

    // The next invoice, due today, is collected through the mandate by the morning round, once.
    const second = await dueInvoice(7_500)
    const [a, b] = await Promise.all([runRound(), runRound()])
    expect(a + b).toBe(1)
    expect(await runRound()).toBe(0)
    await until(async () => (await statusOf(second.id)) === 'paid')
    const recorded = await db().select().from(payments).where(eq(payments.document_id, second.id))
    expect(recorded).toMatchObject([{ amount_minor: 7_500, method: 'direct_debit' }])
    const [online] = await db().select().from(onlinePayments).where(eq(onlinePayments.document_id, second.id))
    expect(online).toMatchObject({ sequence_type: 'recurring', status: 'paid' })

    // Jane stops automatic payment: the provider revokes the mandate; the next invoice waits for her.
    const stop = await jane()('POST', `/api/v1/finances/payment-mandates/${mandates.body.data[0].id}/revoke`)
    expect(stop.body.data.status).toBe('revoked')
    expect(
      (await jane()('POST', `/api/v1/finances/payment-mandates/${mandates.body.data[0].id}/revoke`)).status,
    ).toBe(409)
    const third = await dueInvoice(2_000)
    expect(await runRound()).toBe(0)
    expect(await statusOf(third.id)).not.toBe('paid')
  })
})
