import type { PaymentInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { reverseIn } from './account.service.ts'
import { billingTexts } from './billing.texts.ts'
import { auditDocument } from './documentAudit.ts'
import { balanceOf, OPEN_STATUSES, todayOf } from './documents.mapper.ts'
import {
  findBillableCustomer,
  findDocument,
  openInvoicesNamedIn,
  openInvoicesOf,
} from './documents.repository.ts'
import { cancelRefund, receivePayment, refundCredit } from './ledger.service.ts'
import { loadSettings } from './settings.service.ts'

export { findBillableCustomer, openInvoicesNamedIn, openInvoicesOf }

/**
 * Billing's interface for collecting money, used by the payments area (online payment, direct
 * debit, bank statements): which invoice can be paid, and recording or reversing what was collected
 * through the one ledger (decision 0029).
 */

export type PayableInvoice = {
  id: string
  number: string
  issuer_id: string
  customer_id: string
  currency: string
  language: 'en' | 'nl'
  balance_minor: number
}

/** An open invoice with something left to pay, of one of the caller's companies; else 404 or 409. */
export async function payableInvoice(ctx: RequestContext, id: string): Promise<PayableInvoice> {
  const loaded = await findDocument(ctx, id, 'customer')
  if (loaded?.row.kind !== 'invoice') throw new NotFound(billingTexts.documentNotFound)
  const { row } = loaded
  const balance = balanceOf(row)
  if (!OPEN_STATUSES.includes(row.status) || balance <= 0) throw new Conflict(billingTexts.invoiceNotOpen)
  return {
    id: row.id,
    number: row.number ?? '',
    issuer_id: row.issuer_id,
    customer_id: row.customer_id,
    currency: row.currency,
    language: row.language,
    balance_minor: balance,
  }
}

/** Records money collected for an invoice in the caller's transaction; the ledger payment's id. */
export async function recordCollected(
  tx: RequestContext,
  invoice: { id: string; issuer_id: string; customer_id: string; currency: string },
  input: PaymentInput,
): Promise<string> {
  const { paymentId } = await receivePayment(tx, invoice, invoice.id, input)
  await auditDocument(tx, 'invoice.payment_collected', invoice.id, invoice.customer_id, {
    ...input,
    payment_id: paymentId,
  })
  return paymentId
}

/** Reverses collected money (a chargeback, a returned direct debit) in the caller's transaction. */
export async function reverseCollected(tx: RequestContext, paymentId: string, reason: string) {
  await reverseIn(tx, paymentId, reason)
}

/** An issued invoice of the caller's provider (staff assigning a bank entry); 404 otherwise. */
export async function collectableInvoice(ctx: RequestContext, id: string) {
  const loaded = await findDocument(ctx, id, 'staff')
  if (loaded?.row.kind !== 'invoice' || loaded.row.status === 'draft')
    throw new NotFound(billingTexts.documentNotFound)
  const { row } = loaded
  return { id: row.id, issuer_id: row.issuer_id, customer_id: row.customer_id, currency: row.currency }
}

/** Records money received from a customer without naming an invoice: on its account, as credit. */
export async function recordOnAccount(
  tx: RequestContext,
  customerId: string,
  input: PaymentInput & { currency: string },
) {
  const customer = await findBillableCustomer(tx, customerId)
  if (!customer || !tx.issuerId) throw new NotFound(billingTexts.customerNotFound)
  const key = { issuer_id: tx.issuerId, customer_id: customerId, currency: input.currency }
  const { currency: _currency, ...payment } = input
  const { paymentId } = await receivePayment(tx, key, null, payment)
  return paymentId
}

/** The issuer as a direct debit creditor: its legal name, account and creditor id, and the notice it gives. */
export async function creditorOf(ctx: RequestContext, issuerId: string) {
  const settings = await loadSettings(ctx, issuerId)
  return {
    name: settings.legal_name,
    iban: settings.iban,
    bic: settings.bic,
    creditorId: settings.sepa_creditor_id,
    noticeDays: settings.direct_debit_notice_days,
  }
}

/** A customer of the caller's provider (staff); 404 otherwise. */
export async function billableCustomerId(ctx: RequestContext, customerId: string): Promise<string> {
  const customer = await findBillableCustomer(ctx, customerId)
  if (!customer || !ctx.issuerId) throw new NotFound(billingTexts.customerNotFound)
  return customer.id
}

/**
 * Credit paid back through the payment provider, booked before the provider is asked (so the credit
 * cannot be spent meanwhile); 409 when the customer has less credit. In the caller's transaction.
 */
export async function bookProviderRefund(
  tx: RequestContext,
  key: { issuer_id: string; customer_id: string; currency: string },
  input: { amount_minor: number; reference: string },
) {
  await refundCredit(tx, key, {
    amount_minor: input.amount_minor,
    refunded_on: todayOf(tx),
    reference: input.reference,
  })
}

/** The provider refused a refund booked before: the credit is given back, in the caller's transaction. */
export async function unbookProviderRefund(
  tx: RequestContext,
  key: { issuer_id: string; customer_id: string; currency: string },
  input: { amount_minor: number; reference: string; reason: string },
) {
  await cancelRefund(tx, key, input)
}
