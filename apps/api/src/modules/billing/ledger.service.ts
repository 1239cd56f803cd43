import type { PaymentInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import {
  type AccountKey,
  type AccountRow,
  creditOf,
  insertInvoicePostings,
  insertPayment,
  invoiceBalance,
  lockAccount,
  lockAccounts,
  openInvoices,
  type Posting,
  undoableApplications,
  writePostings,
} from './account.repository.ts'
import { billingTexts } from './billing.texts.ts'
import { todayOf } from './documents.mapper.ts'
import { creditedSoFar } from './documents.repository.ts'
import { loadSettings } from './settings.service.ts'

/**
 * The ledger's rules (decision 0029). Every money event of a customer account is a set of postings
 * written in the caller's transaction with the account locked: an invoice owes its total; a payment
 * or credit note pays the invoice it names up to its balance and the rest becomes credit; credit pays
 * open invoices (oldest due first) when the issuer's setting says so; a refund pays credit out; a
 * reversal undoes a payment. No invoice balance and no credit ever goes below zero (checks back it).
 */

/** The queue that hears an invoice is paid in full ({ providerId, documentId }). */
export const BILLING_INVOICE_PAID = 'billing.invoice-paid'

type Issued = AccountKey & { id: string; total_minor: number; issue_date: string | null }

async function locked(tx: RequestContext, key: AccountKey): Promise<AccountRow> {
  const account = await lockAccount(tx, key)
  if (!account) throw new NotFound(billingTexts.customerNotFound)
  return account
}

/** Writes postings and tells what waits for payment (an order set up at payment) of each paid invoice. */
async function post(tx: RequestContext, account: AccountRow, postings: Posting[]) {
  const paid = await writePostings(tx, account, postings)
  for (const documentId of paid)
    await tx.platform.jobs.send(tx.db, BILLING_INVOICE_PAID, {
      providerId: tx.providerId ?? account.issuer_id,
      issuerId: account.issuer_id,
      documentId,
    })
  return paid
}

/** Splits `amount` over an invoice's balance: what pays the invoice and what becomes credit. */
function split(amount: number, balance: number) {
  const onInvoice = Math.min(amount, balance)
  return { onInvoice, toCredit: amount - onInvoice }
}

/**
 * Several invoices the portal issued at once (a billing run, a checkout): each owes its total, in a
 * handful of statements however many; accounts that hold credit then settle it.
 */
export async function postInvoices(tx: RequestContext, invoices: Issued[]) {
  const accounts = await lockAccounts(tx, invoices)
  const accountOf = (i: Issued) =>
    accounts.find(
      (a) => a.issuer_id === i.issuer_id && a.customer_id === i.customer_id && a.currency === i.currency,
    )
  await insertInvoicePostings(
    tx,
    invoices.map((i) => ({
      account_id: accountOf(i)?.id ?? '',
      document_id: i.id,
      amount_minor: i.total_minor,
      booked_on: i.issue_date ?? todayOf(tx),
    })),
  )
  for (const account of accounts) if (account.credit_minor > 0) await settleCredit(tx, account)
}

/** An issued invoice owes its total; the account's credit then pays it when the setting says so. */
export async function postInvoice(tx: RequestContext, invoice: Issued) {
  const account = await locked(tx, invoice)
  await post(tx, account, [
    {
      kind: 'invoice',
      amount_minor: invoice.total_minor,
      document_id: invoice.id,
      source_document_id: invoice.id,
      booked_on: invoice.issue_date ?? todayOf(tx),
    },
  ])
  await settleCredit(tx, account)
}

/** An issued credit note lowers its invoice's balance; what the invoice no longer owes becomes credit. */
export async function postCreditNote(tx: RequestContext, note: Issued & { original_id: string | null }) {
  const account = await locked(tx, note)
  const amount = -note.total_minor
  if (note.original_id) {
    // Its own amount is counted already: the credit note is issued in this transaction.
    const { total, credited } = await creditedSoFar(tx, note.original_id)
    if (credited > total) throw new Conflict(billingTexts.overCredited)
  }
  const balance = note.original_id ? await invoiceBalance(tx, account, note.original_id) : 0
  const { onInvoice, toCredit } = split(amount, balance)
  const base = {
    kind: 'credit_note' as const,
    source_document_id: note.id,
    booked_on: note.issue_date ?? todayOf(tx),
  }
  await post(tx, account, [
    { ...base, amount_minor: -onInvoice, document_id: note.original_id },
    { ...base, amount_minor: -toCredit, document_id: null },
  ])
  await settleCredit(tx, account)
}

/**
 * Money received: pays `invoiceId` up to its balance (none: all on account), the rest becomes credit.
 * Answers the payment's id and whether the invoice is now paid.
 */
export async function receivePayment(
  tx: RequestContext,
  key: AccountKey,
  invoiceId: string | null,
  input: PaymentInput,
) {
  const account = await locked(tx, key)
  const payment = await insertPayment(tx, account, invoiceId, input)
  const balance = invoiceId ? await invoiceBalance(tx, account, invoiceId) : 0
  const { onInvoice, toCredit } = split(input.amount_minor, balance)
  const base = {
    kind: 'payment' as const,
    payment_id: payment.id,
    booked_on: input.paid_on,
    reference: input.reference ?? null,
  }
  const paid = await post(tx, account, [
    { ...base, amount_minor: -onInvoice, document_id: invoiceId },
    { ...base, amount_minor: -toCredit, document_id: null },
  ])
  await settleCredit(tx, account)
  return { paymentId: payment.id, paid: invoiceId !== null && paid.includes(invoiceId) }
}

/** Applies up to `max` of the locked account's credit to one invoice; the amount applied. */
async function applyTo(tx: RequestContext, account: AccountRow, invoiceId: string, available: number) {
  const amount = Math.min(available, await invoiceBalance(tx, account, invoiceId))
  if (amount <= 0) return 0
  const base = { kind: 'credit_applied' as const, booked_on: todayOf(tx) }
  await post(tx, account, [
    { ...base, amount_minor: amount, document_id: null },
    { ...base, amount_minor: -amount, document_id: invoiceId },
  ])
  return amount
}

/** With the issuer's setting on, the account's credit pays its open invoices, the oldest due first. */
async function settleCredit(tx: RequestContext, account: AccountRow) {
  let credit = await creditOf(tx, account)
  if (credit <= 0) return
  const settings = await loadSettings(tx, account.issuer_id)
  if (!settings.apply_credit_automatically) return
  for (const invoice of await openInvoices(tx, account)) {
    if (credit <= 0) break
    credit -= await applyTo(tx, account, invoice.id, credit)
  }
}

/** Staff apply the customer's credit to one invoice (when credit is not applied by itself). */
export async function applyCreditTo(tx: RequestContext, key: AccountKey, invoiceId: string) {
  const account = await locked(tx, key)
  const credit = await creditOf(tx, account)
  if (credit <= 0) throw new Conflict(billingTexts.noCredit)
  if ((await applyTo(tx, account, invoiceId, credit)) === 0) throw new Conflict(billingTexts.invoiceNotOpen)
}

/** Credit paid back to the customer (recorded: the transfer happened at the bank). */
export async function refundCredit(
  tx: RequestContext,
  key: AccountKey,
  input: { amount_minor: number; refunded_on: string; reference?: string | null },
) {
  const account = await locked(tx, key)
  if (input.amount_minor > (await creditOf(tx, account))) throw new Conflict(billingTexts.refundExceedsCredit)
  await post(tx, account, [
    {
      kind: 'refund',
      amount_minor: input.amount_minor,
      document_id: null,
      booked_on: input.refunded_on,
      reference: input.reference ?? null,
    },
  ])
}

/** A refund the payment provider refused after it was booked: the credit it took is given back. */
export async function cancelRefund(
  tx: RequestContext,
  key: AccountKey,
  input: { amount_minor: number; reference: string; reason: string },
) {
  const account = await locked(tx, key)
  await post(tx, account, [
    {
      kind: 'reversal',
      amount_minor: -input.amount_minor,
      document_id: null,
      booked_on: todayOf(tx),
      reference: input.reference,
      reason: input.reason,
    },
  ])
  await settleCredit(tx, account)
}

/**
 * Undoes a payment's postings: the invoices it paid owe again; what it left as credit is taken from
 * the credit, and where that credit already paid other invoices, those owe again (newest first).
 * Refused when part of it was refunded (the money left the account).
 */
export async function reversePostings(
  tx: RequestContext,
  account: AccountRow,
  payment: { id: string; postings: { id: string; amount_minor: number; document_id: string | null }[] },
  reason: string,
) {
  const base = { kind: 'reversal' as const, payment_id: payment.id, booked_on: todayOf(tx), reason }
  const postings: Posting[] = []
  let credit = await creditOf(tx, account)
  let short = 0
  for (const p of payment.postings) {
    if (p.document_id !== null) {
      postings.push({ ...base, amount_minor: -p.amount_minor, document_id: p.document_id, reverses_id: p.id })
      continue
    }
    const take = Math.min(-p.amount_minor, credit)
    credit -= take
    short += -p.amount_minor - take
    postings.push({ ...base, amount_minor: take, document_id: null, reverses_id: p.id })
  }
  for (const app of await undoableApplications(tx, account)) {
    if (short <= 0) break
    const undo = Math.min(short, app.left)
    short -= undo
    postings.push({ ...base, amount_minor: undo, document_id: app.document_id, reverses_id: app.id })
  }
  if (short > 0) throw new Conflict(billingTexts.paymentRefunded)
  await post(tx, account, postings)
  await settleCredit(tx, account)
}
