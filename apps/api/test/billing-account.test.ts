import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import {
  accountEntries,
  auditLog,
  billingSettings,
  companies,
  customerAccounts,
  documents,
  orders,
  payments,
} from '../src/db/schema/index.ts'
import { Conflict } from '../src/lib/errors.ts'
import {
  applyCredit,
  getCustomerAccount,
  recordRefund,
  reversePayment,
} from '../src/modules/billing/account.service.ts'
import { bookProviderRefund, unbookProviderRefund } from '../src/modules/billing/collect.service.ts'
import { createCreditNote } from '../src/modules/billing/conversions.service.ts'
import { getDocument } from '../src/modules/billing/documents.service.ts'
import { createDraft } from '../src/modules/billing/drafts.service.ts'
import { issueDocument, registerPayment } from '../src/modules/billing/issue.service.ts'
import { issuedInvoice } from './helpers/billing.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/** Issue 25 item 1: the customer account. No invoice owes less than nothing; what is paid beyond is credit. */
const demo = useDemoApp()
const admin = () => demo.as('admin')

const invoice = (customer: string, unit: number) =>
  issuedInvoice(admin(), demo.ids[customer] ?? '', unit, 'Managed hosting')
const pay = (id: string, amount_minor: number) =>
  admin()('POST', `/api/v1/billing/documents/${id}/payments`, {
    amount_minor,
    paid_on: '2026-11-24',
    method: 'bank_transfer',
  })
const doc = async (id: string) => (await admin()('GET', `/api/v1/billing/documents/${id}`)).body.data
const account = async (customer: string) => {
  const res = await admin()('GET', `/api/v1/customers/${demo.ids[customer]}/account`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}
async function creditFully(id: string) {
  const note = await admin()('POST', `/api/v1/billing/documents/${id}/credit-notes`, {})
  expect(note.status, JSON.stringify(note.body)).toBe(201)
  expect((await admin()('POST', `/api/v1/billing/documents/${note.body.data.id}/issue`)).status).toBe(200)
}
const autoApply = (on: boolean) =>
  demo.t.database.db.update(billingSettings).set({ apply_credit_automatically: on })

describe('the customer account', () => {
  it('turns an overpayment into credit and applies it to the next invoice', async () => {
    const first = await invoice('Globex Ltd', 173_212)
    const paid = await pay(first.id, 200_000)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body.data).toMatchObject({ status: 'paid', balance_minor: 0, paid_minor: 173_212 })
    expect(await account('Globex Ltd')).toMatchObject({
      open_minor: 0,
      credit_minor: 26_788,
      balance_minor: -26_788,
    })

    const next = await invoice('Globex Ltd', 10_000)
    expect(next).toMatchObject({ status: 'paid', balance_minor: 0 })
    const after = await account('Globex Ltd')
    expect(after).toMatchObject({ open_minor: 0, credit_minor: 16_788 })
    expect(after.entries.map((e: { kind: string }) => e.kind).slice(0, 3)).toEqual([
      'credit_applied',
      'credit_applied',
      'invoice',
    ])
    expect(after.entries[0].balance_minor).toBe(-16_788)
  })

  it('keeps the paid part of a fully credited invoice as credit, never a negative balance', async () => {
    await autoApply(false)
    const bill = await invoice('Resell IT B.V.', 100_000)
    await pay(bill.id, 20_000)
    await creditFully(bill.id)
    expect(await doc(bill.id)).toMatchObject({ status: 'credited', balance_minor: 0, credited_minor: 80_000 })
    expect(await account('Resell IT B.V.')).toMatchObject({ open_minor: 0, credit_minor: 20_000 })

    // With the setting off, staff apply credit by hand, and refund what is left (never more).
    const open = await invoice('Resell IT B.V.', 15_000)
    expect(open.balance_minor).toBe(15_000)
    const applied = await admin()('POST', `/api/v1/billing/documents/${open.id}/apply-credit`)
    expect(applied.body.data).toMatchObject({ status: 'paid', balance_minor: 0 })
    const refund = (amount_minor: number) =>
      admin()('POST', `/api/v1/customers/${demo.ids['Resell IT B.V.']}/account/refunds`, {
        currency: 'EUR',
        amount_minor,
        refunded_on: '2026-11-25',
        reference: 'NL91ABNA0417164300',
      })
    expect((await refund(5_001)).status).toBe(409)
    const refunded = await refund(5_000)
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200)
    expect(refunded.body.data).toMatchObject({ credit_minor: 0, open_minor: 0 })
    await autoApply(true)
  })

  it('reverses a payment with a reason, once, and the invoice owes again', async () => {
    const bill = await invoice('Acme B.V.', 50_000)
    await pay(bill.id, 50_000)
    const [payment] = (await admin()('GET', `/api/v1/billing/documents/${bill.id}/payments`)).body.data
    const reverse = (reason: string) =>
      admin()('POST', `/api/v1/billing/payments/${payment.id}/reverse`, { reason })
    expect((await reverse('')).status).toBe(400)
    expect(
      (await demo.as('jane')('POST', `/api/v1/billing/payments/${payment.id}/reverse`, { reason: 'x y z' }))
        .status,
    ).toBe(403)
    const reversed = await reverse('Registered on the wrong customer')
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200)
    expect(reversed.body.data).toMatchObject({ reversal_reason: 'Registered on the wrong customer' })
    expect((await reverse('Again')).status).toBe(409)
    expect(await doc(bill.id)).toMatchObject({ status: 'issued', balance_minor: 50_000, paid_minor: 0 })
    const audited = await demo.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, payment.id), eq(auditLog.action, 'payment.reversed')))
    expect(audited).toHaveLength(1)
  })

  it('posts the invoices the portal issues itself (a checkout), and the credit pays them', async () => {
    const globex = demo.ids['Globex Ltd'] ?? ''
    const cart = demo.as('jane', globex)
    const offers = await cart('GET', `/api/v1/catalog/companies/${globex}/offers?category=hosting.web`)
    const basis = offers.body.data.find((o: { code: string }) => o.code === 'WEB-BASIS')
    await cart('POST', '/api/v1/orders/cart/items', { product_id: basis.product_id, period: 'P1M' })
    const placed = await cart('POST', '/api/v1/orders/checkout', { accept_terms: true })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    // Issued at approval (issue 25 item 5).
    const approved = await admin()('POST', `/api/v1/orders/${placed.body.data.id}/approve`)
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    const [order] = await demo.t.database.db.select().from(orders).where(eq(orders.id, placed.body.data.id))
    const invoice = await doc(order?.invoice_id ?? '')
    const after = await account('Globex Ltd')
    const on = after.entries.filter((e: { document_id: string }) => e.document_id === invoice.id)
    expect(on.map((e: { kind: string }) => e.kind).sort()).toEqual(['credit_applied', 'invoice'])
    expect(on.reduce((sum: number, e: { amount_minor: number }) => sum + e.amount_minor, 0)).toBe(
      invoice.balance_minor,
    )
    expect(after.credit_minor).toBe(Math.max(0, 16_788 - invoice.total_minor))
  })

  it('shows the company its own account and no other', async () => {
    const mine = await demo.as('jane', demo.ids['Acme B.V.'])('GET', '/api/v1/finances/account')
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(mine.body.data).toMatchObject({ customer_id: demo.ids['Acme B.V.'], currency: 'EUR' })
    expect(mine.body.data.open_minor).toBeGreaterThanOrEqual(50_000)
    expect((await demo.as('jane')('GET', `/api/v1/customers/${demo.ids['Globex Ltd']}/account`)).status).toBe(
      403,
    )
    const jane = demo.as('jane')
    expect((await jane('GET', '/api/v1/finances/account')).status).toBe(400)
    const credit = (await account('Globex Ltd')).credit_minor
    expect(credit).toBeGreaterThan(0)
    const globex = await jane('GET', `/api/v1/finances/account?company_id=${demo.ids['Globex Ltd']}`)
    expect(globex.body.data, JSON.stringify(globex.body)).toMatchObject({
      customer_id: demo.ids['Globex Ltd'],
      credit_minor: credit,
    })
    expect((await jane('GET', `/api/v1/finances/account?company_id=${demo.ids.Initech}`)).status).toBe(404)
    // The dashboards and the receivables report count credit.
    const tile = async (who: 'jane' | 'admin', key: string, company?: string) =>
      (await demo.as(who, company)('GET', '/api/v1/dashboard')).body.data.tiles.find(
        (t: { key: string }) => t.key === key,
      )
    expect(await tile('jane', 'credit', demo.ids['Globex Ltd'])).toMatchObject({
      value: credit,
      currency: 'EUR',
    })
    expect((await tile('admin', 'creditHeld')).value).toBeGreaterThanOrEqual(credit)
    const report = await admin()('GET', '/api/v1/billing/reports?from=2026-01-01&to=2026-12-31')
    const eur = report.body.data.receivables.find((r: { currency: string }) => r.currency === 'EUR')
    expect(eur.credit_minor).toBeGreaterThanOrEqual(credit)
  })
})

/**
 * The property: for any sequence of invoices, payments, credit notes, refunds, reversals and credit
 * applied, with credit applied by itself or by hand, no invoice owes less than nothing or more than
 * its total, the credit is never negative, and the account's open and credit totals equal the ledger
 * and what the documents and payments say (money is neither created nor lost).
 */
type Op =
  | { op: 'invoice'; amount: number }
  | { op: 'pay'; invoice: number; amount: number }
  | { op: 'credit'; invoice: number; part: boolean }
  | { op: 'refund'; amount: number }
  | { op: 'providerRefund'; amount: number; refused: boolean }
  | { op: 'reverse'; payment: number }
  | { op: 'apply'; invoice: number }

const invoiceArb = fc.record({
  op: fc.constant('invoice' as const),
  amount: fc.integer({ min: 0, max: 50_000 }),
})
const pick = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary })
const opArb: fc.Arbitrary<Op> = fc.oneof(
  pick(2, invoiceArb),
  pick(
    4,
    fc.record({
      op: fc.constant('pay' as const),
      invoice: fc.nat(9),
      amount: fc.integer({ min: 1, max: 60_000 }),
    }),
  ),
  pick(2, fc.record({ op: fc.constant('credit' as const), invoice: fc.nat(9), part: fc.boolean() })),
  pick(1, fc.record({ op: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 30_000 }) })),
  pick(
    1,
    fc.record({
      op: fc.constant('providerRefund' as const),
      amount: fc.integer({ min: 1, max: 30_000 }),
      refused: fc.boolean(),
    }),
  ),
  pick(2, fc.record({ op: fc.constant('reverse' as const), payment: fc.nat(9) })),
  pick(1, fc.record({ op: fc.constant('apply' as const), invoice: fc.nat(9) })),
)
/** Every sequence starts with an invoice, so that payments and credit notes have something to act on. */
const opsArb = fc
  .tuple(invoiceArb, fc.array(opArb, { minLength: 1, maxLength: 14 }))
  .map(([first, rest]): Op[] => [first, ...rest])

describe('the ledger (property)', () => {
  it('never lets a balance or the credit go below zero, and the totals equal the ledger', async () => {
    const db = demo.t.database.db
    const provider = demo.ids['Portico Demo Provider'] ?? ''
    const ctx = await systemContext({ db, platform: demo.t.app.platform }, provider)
    let run = 0
    const ignoreConflict = (e: unknown) => {
      if (!(e instanceof Conflict)) throw e
    }
    await fc.assert(
      fc.asyncProperty(fc.boolean(), opsArb, async (auto, ops) => {
        await autoApply(auto)
        const customer = randomUUID()
        run += 1
        await db.insert(companies).values({
          id: customer,
          kind: 'customer',
          name: `Ledger property ${run}`,
          parent_id: provider,
          lineage: [provider, customer],
          provider_id: provider,
          number: 900_000 + run,
        })
        const invoices: string[] = []
        const paymentIds: string[] = []
        for (const step of ops) {
          const pick = <T>(list: T[], i: number) => list[i % Math.max(list.length, 1)]
          if (step.op === 'invoice') {
            const lines = [
              { description: 'A', quantity: '1', unit_price_minor: step.amount, vat_rate_bp: 0 },
              { description: 'B', quantity: '2', unit_price_minor: 1_000, vat_rate_bp: 2_100 },
            ]
            const draft = await createDraft(ctx, { kind: 'invoice', customer_id: customer, lines })
            invoices.push((await issueDocument(ctx, draft.id)).id)
            continue
          }
          const invoice = pick(invoices, 'invoice' in step ? step.invoice : 0)
          if (step.op === 'pay' && invoice) {
            const body = {
              amount_minor: step.amount,
              paid_on: '2026-11-24',
              method: 'bank_transfer' as const,
            }
            await registerPayment(ctx, { id: invoice, body }).catch(ignoreConflict)
            const made = await db
              .select({ id: payments.id })
              .from(payments)
              .innerJoin(customerAccounts, eq(customerAccounts.id, payments.account_id))
              .where(eq(customerAccounts.customer_id, customer))
              .orderBy(asc(payments.created_at), asc(payments.id))
            paymentIds.splice(0, paymentIds.length, ...made.map((m) => m.id))
          }
          if (step.op === 'credit' && invoice) {
            const original = await getDocument(ctx, invoice)
            const lines = step.part ? [{ line_id: original.lines[1]?.id ?? '', quantity: '1' }] : undefined
            const draft = await createCreditNote(ctx, { id: invoice, body: { lines } }).catch(ignoreConflict)
            if (draft) await issueDocument(ctx, draft.id).catch(ignoreConflict)
          }
          if (step.op === 'refund') {
            const body = { currency: 'EUR', amount_minor: step.amount, refunded_on: '2026-11-25' }
            await recordRefund(ctx, customer, body).catch(ignoreConflict)
          }
          if (step.op === 'providerRefund') {
            // Booked before the provider is asked; a refusal gives the credit back.
            const key = { issuer_id: ctx.providerId ?? '', customer_id: customer, currency: 'EUR' }
            const input = { amount_minor: step.amount, reference: 'tr_property' }
            const booked = await ctx
              .transaction((tx) => bookProviderRefund(tx, key, input))
              .then(() => true)
              .catch(ignoreConflict)
            if (booked && step.refused)
              await ctx.transaction((tx) => unbookProviderRefund(tx, key, { ...input, reason: 'refused' }))
          }
          const payment = pick(paymentIds, step.op === 'reverse' ? step.payment : 0)
          if (step.op === 'reverse' && payment)
            await reversePayment(ctx, payment, { reason: 'property' }).catch(ignoreConflict)
          if (step.op === 'apply' && invoice) await applyCredit(ctx, invoice).catch(ignoreConflict)
        }
        await expectLedgerHolds(ctx, customer)
      }),
      { numRuns: 25, seed: 2511 },
    )
  })
})

async function expectLedgerHolds(ctx: Awaited<ReturnType<typeof systemContext>>, customer: string) {
  const db = demo.t.database.db
  const docs = await db.select().from(documents).where(eq(documents.customer_id, customer))
  const [account] = await db.select().from(customerAccounts).where(eq(customerAccounts.customer_id, customer))
  const entries = account
    ? await db.select().from(accountEntries).where(eq(accountEntries.account_id, account.id))
    : []
  const paid = account ? await db.select().from(payments).where(eq(payments.account_id, account.id)) : []
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  let open = 0
  for (const d of docs.filter((x) => x.kind === 'invoice')) {
    const balance = d.total_minor - d.paid_minor - d.credited_minor
    expect(d.paid_minor).toBeGreaterThanOrEqual(0)
    expect(d.credited_minor).toBeGreaterThanOrEqual(0)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(balance).toBeLessThanOrEqual(Math.max(d.total_minor, 0))
    const on = entries.filter((e) => e.document_id === d.id)
    expect(sum(on.map((e) => e.amount_minor))).toBe(balance)
    open += balance
  }
  const credit = account?.credit_minor ?? 0
  expect(credit).toBeGreaterThanOrEqual(0)
  expect(0 - sum(entries.filter((e) => e.document_id === null).map((e) => e.amount_minor))).toBe(credit)
  // What the documents and the money say, without the ledger: invoiced − credited − received + refunded.
  const invoiced = sum(docs.filter((d) => d.kind === 'invoice').map((d) => d.total_minor))
  const credited = sum(
    docs.filter((d) => d.kind === 'credit_note' && d.status !== 'draft').map((d) => -d.total_minor),
  )
  const received = sum(paid.filter((p) => !p.reversed_at).map((p) => p.amount_minor))
  // Refunds paid out, less those the provider refused (given back as reversals of no payment).
  const refunded = sum(
    entries
      .filter((e) => e.kind === 'refund' || (e.kind === 'reversal' && e.payment_id === null))
      .map((e) => e.amount_minor),
  )
  expect(open - credit).toBe(invoiced - credited - received + refunded)
  const view = await getCustomerAccount(ctx, customer, {})
  expect(view).toMatchObject({ open_minor: open, credit_minor: credit, balance_minor: open - credit })
}
