import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { documents } from '../src/db/schema/index.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/**
 * Issue 11: a cancelled order's open invoice is credited (dunning would chase it); a paid one is left
 * alone. Issue 25 item 5: an order that waits for approval has no invoice, so a rejected one leaves
 * nothing to credit; with customers paying first (provision at payment) the invoice comes at checkout.
 */
const demo = useDemoApp()
const provisionAt = (at: 'order' | 'approval' | 'payment') =>
  demo.as('admin')('PUT', '/api/v1/orders/settings', { provision_at: at })

async function place(company: string) {
  const cart = demo.as('jane', demo.ids[company])
  const offers = await cart(
    'GET',
    `/api/v1/catalog/companies/${demo.ids[company]}/offers?category=hosting.web`,
  )
  const basis = offers.body.data.find((o: { code: string }) => o.code === 'WEB-BASIS')
  await cart('POST', '/api/v1/orders/cart/items', { product_id: basis.product_id, period: 'P1M' })
  const placed = await cart('POST', '/api/v1/orders/checkout', { accept_terms: true })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return placed.body.data
}
const invoiceOf = async (id: string) =>
  (await demo.as('admin')('GET', `/api/v1/billing/documents/${id}`)).body.data
const creditNotesOf = (id: string) =>
  demo.t.database.db.select().from(documents).where(eq(documents.original_id, id))

describe('cancelling an order', () => {
  it('rejecting an order that waited for approval leaves no invoice and nothing to credit', async () => {
    const documentsBefore = (await demo.t.database.db.select().from(documents)).length
    const waiting = await place('Acme B.V.')
    expect(waiting.invoice_id).toBeNull()
    expect((await demo.as('admin')('POST', `/api/v1/orders/${waiting.id}/cancel`)).status).toBe(200)
    expect((await demo.t.database.db.select().from(documents)).length).toBe(documentsBefore)
  })

  it('credits its open invoice in full with an issued credit note', async () => {
    await provisionAt('payment')
    const open = await place('Acme B.V.')
    expect((await demo.as('jane')('POST', `/api/v1/orders/${open.id}/cancel`)).status).toBe(403)
    const cancelled = await demo.as('admin')('POST', `/api/v1/orders/${open.id}/cancel`)
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body.data.status).toBe('cancelled')
    expect(await invoiceOf(open.invoice_id)).toMatchObject({ status: 'credited', balance_minor: 0 })
    const [note] = await creditNotesOf(open.invoice_id)
    expect(note).toMatchObject({ kind: 'credit_note', total_minor: -open.total_minor })
    expect(note?.number).toBeTruthy()
    expect(note?.status).not.toBe('draft')
  })

  it('leaves a paid invoice alone (a refund is a staff decision)', async () => {
    // Provisioning at order: the invoice comes at checkout and payment does not approve the order.
    await provisionAt('order')
    const paid = await place('Globex Ltd')
    const payment = await demo.as('admin')('POST', `/api/v1/billing/documents/${paid.invoice_id}/payments`, {
      amount_minor: paid.total_minor,
      paid_on: '2026-11-24',
      method: 'bank_transfer',
    })
    expect(payment.status, JSON.stringify(payment.body)).toBe(200)
    expect((await demo.as('admin')('POST', `/api/v1/orders/${paid.id}/cancel`)).status).toBe(200)
    expect((await invoiceOf(paid.invoice_id)).status).toBe('paid')
    expect(await creditNotesOf(paid.invoice_id)).toEqual([])
    await provisionAt('approval')
  })
})
