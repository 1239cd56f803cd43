import type { ProviderRefund, ProviderRefundInput, RefundablePayment } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, NotFound, ServiceUnavailable } from '../../lib/errors.ts'
import { render } from '../../lib/texts.ts'
import { billableCustomerId, bookProviderRefund, unbookProviderRefund } from '../billing/collect.service.ts'
import { collectorOf } from './accounts/accounts.service.ts'
import { paymentsTexts } from './payments.texts.ts'
import type { PaymentProvider } from './provider/adapter.ts'
import { amountValue } from './provider/amounts.ts'
import {
  insertProviderRefund,
  lockRefundable,
  type ProviderRefundRow,
  refundablePayments,
  settleProviderRefund,
} from './refunds.repository.ts'

const toRefund = (row: ProviderRefundRow): ProviderRefund => ({
  id: row.id,
  online_payment_id: row.online_payment_id,
  amount_minor: row.amount_minor,
  currency: row.currency,
  status: row.status,
  reference: row.provider_refund_id,
  created_at: row.created_at.toISOString(),
})

/** Staff: the customer's paid online payments, with what of each can still be paid back. */
export async function listRefundable(ctx: RequestContext, customerId: string): Promise<RefundablePayment[]> {
  const rows = await refundablePayments(ctx, await billableCustomerId(ctx, customerId))
  return rows.map((row) => ({
    id: row.id,
    document_id: row.document_id,
    reference: row.provider_payment_id,
    method: row.method,
    amount_minor: row.amount_minor,
    refundable_minor: Math.max(0, row.amount_minor - row.refunded_minor),
    currency: row.currency,
    paid_at: row.paid_at?.toISOString() ?? null,
  }))
}

/**
 * Staff pay the customer's credit back through the provider, to the account or card of one of its
 * online payments (at most what is left of that payment). The ledger books the refund first, with
 * the payment locked, so the credit cannot be spent meanwhile and two refunds cannot pass the
 * payment's amount; then the provider is asked, outside any transaction, with our refund's id as its
 * idempotency key. A refusal gives the credit back (a reversal in the ledger) and says why.
 */
export async function refundThroughProvider(
  ctx: RequestContext,
  customerId: string,
  input: ProviderRefundInput,
): Promise<ProviderRefund> {
  const customer = await billableCustomerId(ctx, customerId)
  const booked = await ctx.transaction(async (tx) => {
    const payment = await lockRefundable(tx, input.online_payment_id)
    if (payment?.customer_id !== customer || payment.status !== 'paid' || !payment.provider_payment_id)
      throw new NotFound(paymentsTexts.paymentNotFound)
    if (input.amount_minor > payment.amount_minor - payment.refunded_minor)
      throw new Conflict(paymentsTexts.refundTooHigh)
    const row = await insertProviderRefund(tx, {
      issuer_id: payment.issuer_id,
      customer_id: payment.customer_id,
      online_payment_id: payment.id,
      amount_minor: input.amount_minor,
      currency: payment.currency,
      created_by: tx.user.id,
    })
    await bookProviderRefund(tx, payment, {
      amount_minor: input.amount_minor,
      reference: payment.provider_payment_id,
    })
    await audit(tx, {
      action: 'payments.refund_requested',
      entity: 'provider_refund',
      entity_id: row.id,
      company_id: payment.customer_id,
      after: { ...input, payment: payment.provider_payment_id },
    })
    return { row, providerPaymentId: payment.provider_payment_id, key: payment }
  })
  const { row } = booked
  const { provider } = await collectorOf(ctx, row.issuer_id)
  let answer: Awaited<ReturnType<PaymentProvider['createRefund']>>
  try {
    answer = await provider.createRefund(ctx, booked.providerPaymentId, {
      amount: { currency: row.currency, value: amountValue(row.amount_minor, row.currency) },
      description: render(paymentsTexts.refundDescription, 'en'),
      idempotencyKey: row.id,
    })
    if (answer.status === 'failed' || answer.status === 'canceled') throw new Error(`refund ${answer.status}`)
  } catch (error) {
    await ctx.transaction(async (tx) => {
      await settleProviderRefund(tx, row.id, { status: 'failed', provider_refund_id: null })
      await unbookProviderRefund(tx, booked.key, {
        amount_minor: row.amount_minor,
        reference: booked.providerPaymentId,
        reason: 'The payment provider refused the refund',
      })
    })
    throw Object.assign(new ServiceUnavailable(paymentsTexts.refundRefused), { cause: error })
  }
  const status = answer.status === 'refunded' ? 'refunded' : 'pending'
  const settled = await settleProviderRefund(ctx, row.id, { status, provider_refund_id: answer.id })
  return toRefund(settled ?? row)
}
