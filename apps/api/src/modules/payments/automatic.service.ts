import type { PaymentMandate } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors.ts'
import { findBillableCustomer, openInvoicesOf } from '../billing/collect.service.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { collectorOf } from './accounts/accounts.service.ts'
import { invoicesNotToCollect } from './directDebit/collections.repository.ts'
import {
  findPaymentCustomer,
  keepPaymentCustomer,
  keepPaymentMandate,
  listPaymentMandates,
  lockPaymentMandate,
  type PaymentMandateRow,
  revokePaymentMandateRow,
} from './mandates.repository.ts'
import {
  claimRecurring,
  type OnlinePaymentRow,
  setProviderAnswer,
  triedRecurring,
} from './payments.repository.ts'
import { paymentsTexts } from './payments.texts.ts'
import type { PaymentProvider, ProviderMandate, ProviderPayment } from './provider/adapter.ts'
import { amountValue } from './provider/amounts.ts'

const masked = (m: ProviderMandate) =>
  m.consumerAccount
    ? `${m.consumerAccount.slice(0, 4)} •••• ${m.consumerAccount.slice(-4)}`
    : `•••• ${m.cardNumber ?? ''}`

export const toPaymentMandate = (row: PaymentMandateRow): PaymentMandate => ({
  id: row.id,
  company_id: row.company_id,
  provider: row.provider,
  method: row.method,
  details: row.details,
  status: row.status,
  created_at: row.created_at.toISOString(),
})

/** The company's customer at the payment provider, made the first time it is needed (outside a transaction). */
export async function providerCustomerOf(
  ctx: RequestContext,
  invoice: { issuer_id: string; customer_id: string },
  provider: PaymentProvider,
): Promise<string> {
  const key = { issuer_id: invoice.issuer_id, company_id: invoice.customer_id, provider: provider.name }
  const known = await findPaymentCustomer(ctx, key)
  if (known) return known.provider_customer_id
  const company = await findBillableCustomer(ctx, invoice.customer_id)
  let made: { id: string }
  try {
    made = await provider.createCustomer(ctx, {
      name: company?.name ?? invoice.customer_id,
      metadata: { company_id: invoice.customer_id },
    })
  } catch (error) {
    throw Object.assign(new ServiceUnavailable(paymentsTexts.providerUnavailable), { cause: error })
  }
  const kept = await keepPaymentCustomer(ctx, key, made.id)
  return kept?.provider_customer_id ?? made.id
}

/** The mandate a paid first payment made, read from the provider; null for any other payment. */
export async function mandateOf(
  ctx: RequestContext,
  provider: PaymentProvider,
  payment: ProviderPayment,
): Promise<ProviderMandate | null> {
  if (payment.sequenceType !== 'first' || payment.status !== 'paid' || !payment.customerId) return null
  const mandates = await provider.listMandates(ctx, payment.customerId)
  return (
    mandates.find((m) => m.id === payment.mandateId && m.status === 'valid') ??
    mandates.find((m) => m.status === 'valid') ??
    null
  )
}

/** Keeps the mandate for the company of the payment, in the webhook's transaction. */
export async function keepMandate(tx: RequestContext, row: OnlinePaymentRow, mandate: ProviderMandate) {
  const customer = await findPaymentCustomer(tx, {
    issuer_id: row.issuer_id,
    company_id: row.customer_id,
    provider: row.provider,
  })
  if (!customer) return
  await keepPaymentMandate(tx, {
    issuer_id: row.issuer_id,
    company_id: row.customer_id,
    provider: row.provider,
    provider_customer_id: customer.provider_customer_id,
    provider_mandate_id: mandate.id,
    method: mandate.method,
    details: masked(mandate),
  })
}

/**
 * Every morning: each open invoice that is due, of a company with a valid mandate at the payment
 * provider, is collected through it once (no checkout). Our row is claimed first (one automatic
 * collection per invoice, across instances), the provider is called outside any transaction with the
 * row's id as its idempotency key, and the webhook records the money as for any payment. One that
 * fails is not tried again by itself: the invoice stays open and dunning goes on. Answers how many
 * collections were started.
 */
export async function collectDueInvoices(ctx: RequestContext): Promise<number> {
  if (!ctx.issuerId) return 0
  const { provider, webhookUrl } = await collectorOf(ctx, ctx.issuerId)
  const mandates = (await listPaymentMandates(ctx, { issuerId: ctx.issuerId, valid: true })).filter(
    (m) => m.provider === provider.name,
  )
  if (!mandates.length) return 0
  const today = todayOf(ctx)
  const invoices = (await openInvoicesOf(ctx, [...new Set(mandates.map((m) => m.company_id))], 'EUR')).filter(
    (i) => i.due_date !== null && i.due_date <= today && i.issuer_id === ctx.issuerId,
  )
  const ids = invoices.map((i) => i.id)
  const [tried, ownBank] = await Promise.all([triedRecurring(ctx, ids), invoicesNotToCollect(ctx, ids)])
  let started = 0
  for (const invoice of invoices) {
    const mandate = mandates.find((m) => m.company_id === invoice.customer_id)
    if (!mandate || tried.has(invoice.id) || ownBank.has(invoice.id)) continue
    const row = await claimRecurring(ctx, {
      provider: provider.name,
      issuer_id: invoice.issuer_id,
      customer_id: invoice.customer_id,
      document_id: invoice.id,
      amount_minor: invoice.balance,
      currency: invoice.currency,
      created_by: ctx.user.id,
    })
    if (!row) continue
    try {
      const answer = await provider.createPayment(ctx, {
        amount: { currency: invoice.currency, value: amountValue(invoice.balance, invoice.currency) },
        description: invoice.number,
        webhookUrl,
        metadata: { online_payment_id: row.id, invoice: invoice.number },
        sequenceType: 'recurring',
        customerId: mandate.provider_customer_id,
        mandateId: mandate.provider_mandate_id,
        idempotencyKey: row.id,
      })
      await setProviderAnswer(ctx, row.id, {
        provider_payment_id: answer.id,
        checkout_url: null,
        status: answer.status,
      })
      started += 1
    } catch {
      await setProviderAnswer(ctx, row.id, {
        provider_payment_id: null,
        checkout_url: null,
        status: 'failed',
      })
    }
  }
  return started
}

/** The caller's companies' mandates at the payment provider (the one in scope, or every one). */
export async function myPaymentMandates(ctx: RequestContext): Promise<PaymentMandate[]> {
  const companyIds = ctx.scopeCompanyId ? [ctx.scopeCompanyId] : ctx.memberships.map((m) => m.company_id)
  const rows = await listPaymentMandates(ctx, { companyIds })
  return rows.map(toPaymentMandate)
}

/** The company stops automatic payment: the provider revokes the mandate first, then it is revoked here. */
export async function revokePaymentMandate(ctx: RequestContext, id: string): Promise<PaymentMandate> {
  const [found] = (await myPaymentMandates(ctx)).filter((m) => m.id === id)
  if (!found) throw new NotFound(paymentsTexts.mandateNotFound)
  if (found.status !== 'valid') throw new Conflict(paymentsTexts.mandateRevoked)
  const mandate = await ctx.transaction(async (tx) => lockPaymentMandate(tx, id))
  if (!mandate) throw new NotFound(paymentsTexts.mandateNotFound)
  try {
    const { provider } = await collectorOf(ctx, mandate.issuer_id)
    await provider.revokeMandate(ctx, mandate.provider_customer_id, mandate.provider_mandate_id)
  } catch (error) {
    if (!(error instanceof NotFound))
      throw Object.assign(new ServiceUnavailable(paymentsTexts.providerUnavailable), { cause: error })
  }
  const revoked = await revokePaymentMandateRow(ctx, id)
  if (!revoked) throw new NotFound(paymentsTexts.mandateNotFound)
  return toPaymentMandate(revoked)
}
