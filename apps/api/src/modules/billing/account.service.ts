import type {
  AccountQuery,
  CustomerAccount,
  MyAccountQuery,
  Payment,
  PaymentReversalInput,
  RefundInput,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import {
  type AccountSide,
  currenciesOf,
  entriesOf,
  findAccount,
  lockPayment,
  markReversed,
  openTotals,
  type PaymentRow,
  paymentsOf,
  postingsOfPayment,
} from './account.repository.ts'
import { billingTexts } from './billing.texts.ts'
import { auditDocument } from './documentAudit.ts'
import { todayOf } from './documents.mapper.ts'
import { findBillableCustomer } from './documents.repository.ts'
import { reloadForStaff, staffDocument } from './documents.service.ts'
import { applyCreditTo, refundCredit, reversePostings } from './ledger.service.ts'

/** The ledger's entries an account page shows (the newest). */
const ENTRIES_SHOWN = 500

export function toPayment(row: PaymentRow, currency: string): Payment {
  return {
    id: row.id,
    document_id: row.document_id,
    currency,
    paid_on: row.paid_on,
    amount_minor: row.amount_minor,
    method: row.method,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
    reversed_at: row.reversed_at?.toISOString() ?? null,
    reversal_reason: row.reversal_reason,
  }
}

export async function listPayments(ctx: RequestContext, documentId: string): Promise<Payment[]> {
  await staffDocument(ctx, documentId)
  const rows = await paymentsOf(ctx, documentId)
  return rows.map((r) => toPayment(r.payment, r.currency))
}

async function accountView(
  ctx: RequestContext,
  side: AccountSide,
  customer: { id: string; currency: string | null },
  query: AccountQuery,
): Promise<CustomerAccount> {
  const currencies = await currenciesOf(ctx, side, customer.id)
  const own = customer.currency && currencies.includes(customer.currency) ? customer.currency : undefined
  const currency = query.currency ?? own ?? currencies[0] ?? customer.currency ?? 'EUR'
  const account = await findAccount(ctx, side, customer.id, currency)
  const empty = { customer_id: customer.id, currency, currencies, entries: [] }
  if (!account) return { ...empty, open_minor: 0, overdue_minor: 0, credit_minor: 0, balance_minor: 0 }
  const totals = await openTotals(ctx, account, todayOf(ctx))
  const limit = query.limit ?? ENTRIES_SHOWN
  const entries = limit > 0 ? await entriesOf(ctx, account, limit) : []
  return {
    ...empty,
    open_minor: totals.open,
    overdue_minor: totals.overdue,
    credit_minor: account.credit_minor,
    balance_minor: totals.open - account.credit_minor,
    entries: entries.map(({ entry, balance, document_number, source_number }) => ({
      id: entry.id,
      kind: entry.kind,
      booked_on: entry.booked_on,
      amount_minor: entry.amount_minor,
      balance_minor: balance,
      document_id: entry.document_id,
      document_number,
      source_document_id: entry.source_document_id,
      source_number,
      payment_id: entry.payment_id,
      reference: entry.reference,
      reason: entry.reason,
      created_at: entry.created_at.toISOString(),
    })),
  }
}

async function billableCustomer(ctx: RequestContext, customerId: string) {
  const customer = await findBillableCustomer(ctx, customerId)
  if (!customer || !ctx.issuerId) throw new NotFound(billingTexts.customerNotFound)
  return { ...customer, issuer_id: ctx.issuerId }
}

/** Staff: a customer's account with the caller's provider. */
export async function getCustomerAccount(ctx: RequestContext, customerId: string, query: AccountQuery) {
  return accountView(ctx, 'staff', await billableCustomer(ctx, customerId), query)
}

/** One of the caller's companies (the one in scope, or its one company when omitted): its own account. */
export async function getMyAccount(ctx: RequestContext, query: MyAccountQuery) {
  const companies = new Set(ctx.memberships.map((m) => m.company_id))
  if (ctx.scopeCompanyId) companies.add(ctx.scopeCompanyId)
  const only = companies.size === 1 ? [...companies][0] : undefined
  const companyId = query.company_id ?? ctx.scopeCompanyId ?? only
  if (!companyId)
    throw new BadRequest(billingTexts.chooseCompany, [{ field: 'company_id', message: 'required' }])
  if (!companies.has(companyId)) throw new NotFound(billingTexts.customerNotFound)
  return accountView(ctx, 'customer', { id: companyId, currency: null }, { currency: query.currency })
}

/** Staff record credit paid back to the customer by bank transfer. */
export async function recordRefund(ctx: RequestContext, customerId: string, input: RefundInput) {
  const customer = await billableCustomer(ctx, customerId)
  const key = { issuer_id: customer.issuer_id, customer_id: customer.id, currency: input.currency }
  await ctx.transaction(async (tx) => {
    await refundCredit(tx, key, input)
    await audit(tx, {
      action: 'account.refund_recorded',
      entity: 'company',
      entity_id: customer.id,
      company_id: customer.id,
      after: input,
    })
  })
  return getCustomerAccount(ctx, customerId, { currency: input.currency })
}

/** Staff apply the customer's credit to one of its open invoices. */
export async function applyCredit(ctx: RequestContext, invoiceId: string) {
  const invoice = await staffDocument(ctx, invoiceId)
  if (invoice.row.kind !== 'invoice') throw new Conflict(billingTexts.invoiceNotOpen)
  await ctx.transaction(async (tx) => {
    await applyCreditTo(tx, invoice.row, invoiceId)
    await auditDocument(tx, 'invoice.credit_applied', invoiceId, invoice.row.customer_id)
  })
  return reloadForStaff(ctx, invoiceId)
}

/** A payment registered by mistake, or returned by the bank, is reversed with a reason; never deleted. */
export async function reversePayment(ctx: RequestContext, paymentId: string, input: PaymentReversalInput) {
  return ctx.transaction((tx) => reverseIn(tx, paymentId, input.reason))
}

/** Reverses a payment of the caller's provider in the caller's transaction, with its audit entry. */
export async function reverseIn(tx: RequestContext, paymentId: string, reason: string): Promise<Payment> {
  const found = await lockPayment(tx, paymentId)
  if (!found) throw new NotFound(billingTexts.paymentNotFound)
  if (found.payment.reversed_at) throw new Conflict(billingTexts.paymentAlreadyReversed)
  const postings = await postingsOfPayment(tx, paymentId)
  await reversePostings(tx, found.account, { id: paymentId, postings }, reason)
  await markReversed(tx, paymentId, reason)
  await audit(tx, {
    action: 'payment.reversed',
    entity: 'payment',
    entity_id: paymentId,
    company_id: found.account.customer_id,
    after: { reason, amount_minor: found.payment.amount_minor, document_id: found.payment.document_id },
  })
  return toPayment(
    { ...found.payment, reversed_at: tx.platform.now(), reversal_reason: reason },
    found.account.currency,
  )
}
