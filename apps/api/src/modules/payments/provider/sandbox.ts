import { randomBytes } from 'node:crypto'
import type { RequestContext } from '../../../auth/context.ts'
import { NotFound } from '../../../lib/errors.ts'
import { PAYMENTS_SANDBOX_WEBHOOK } from '../payments.jobs.ts'
import {
  findSandboxCustomer,
  findSandboxPayment,
  insertSandboxCustomer,
  insertSandboxMandate,
  insertSandboxPayment,
  invalidateSandboxMandate,
  listSandboxMandates,
  refundSandboxPayment,
  type SandboxPaymentRow,
  setSandboxPaymentMandate,
} from '../sandbox.repository.ts'
import type { PaymentProvider, ProviderMandate, ProviderPayment } from './adapter.ts'
import { amountMinor, amountValue } from './amounts.ts'

/** The sandbox's hosted checkout, where the tester picks the outcome as in Mollie's test mode. */
export const sandboxCheckoutPath = (id: string) => `/api/sandbox-payments/checkout/${encodeURIComponent(id)}`

export function toProviderPayment(row: SandboxPaymentRow, publicUrl: string): ProviderPayment {
  return {
    id: row.id,
    status: row.status === 'charged_back' ? 'paid' : row.status,
    amount: { currency: row.currency, value: amountValue(row.amount_minor, row.currency) },
    method: row.method,
    checkoutUrl: row.status === 'open' ? `${publicUrl}${sandboxCheckoutPath(row.id)}` : null,
    amountChargedBack:
      row.charged_back_minor > 0
        ? { currency: row.currency, value: amountValue(row.charged_back_minor, row.currency) }
        : null,
    paidAt: row.paid_at?.toISOString() ?? null,
    metadata: (row.metadata as Record<string, string> | null) ?? null,
    sequenceType: row.sequence_type,
    customerId: row.customer_id,
    mandateId: row.mandate_id,
  }
}

const sandboxId = (prefix: string) => `${prefix}_${randomBytes(8).toString('base64url')}`

/**
 * The mandate a paid first payment makes, as in Mollie's test mode: a card payment makes a card
 * mandate, the bank methods a SEPA direct debit mandate on a test IBAN.
 */
export async function sandboxFirstPaymentMandate(ctx: RequestContext, payment: SandboxPaymentRow) {
  if (payment.sequence_type !== 'first' || !payment.customer_id || payment.status !== 'paid') return
  const card = payment.method === 'creditcard'
  const mandateId = sandboxId('mdt')
  await insertSandboxMandate(ctx, {
    id: mandateId,
    customer_id: payment.customer_id,
    status: 'valid',
    method: card ? 'creditcard' : 'directdebit',
    consumer_name: 'T. TEST',
    consumer_account: card ? null : 'NL55INGB0000000000',
    card_number: card ? '6787' : null,
  })
  await setSandboxPaymentMandate(ctx, payment.id, mandateId)
}

/**
 * The sandbox payment provider (the default): it keeps its payments in its own table and answers as
 * Mollie does; its checkout page (`sandboxCheckout.ts`) sets the outcome and posts to the webhook.
 */
export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(ctx, input) {
      if (input.sequenceType === 'recurring') return recurring(ctx, input)
      if (
        input.sequenceType === 'first' &&
        !(input.customerId && (await findSandboxCustomer(ctx, input.customerId)))
      )
        throw new Error('The customer id is invalid')
      const row = await insertSandboxPayment(ctx, {
        id: sandboxId('tr'),
        amount_minor: amountMinor(input.amount),
        currency: input.amount.currency,
        description: input.description,
        method: input.method ?? null,
        locale: input.locale ?? null,
        redirect_url: input.redirectUrl ?? null,
        webhook_url: input.webhookUrl,
        metadata: input.metadata ?? null,
        sequence_type: input.sequenceType ?? 'oneoff',
        customer_id: input.customerId ?? null,
      })
      return toProviderPayment(row, ctx.platform.publicUrl)
    },
    async getPayment(ctx: RequestContext, id: string) {
      const row = await findSandboxPayment(ctx, id)
      if (!row) throw new NotFound()
      return toProviderPayment(row, ctx.platform.publicUrl)
    },
    async createCustomer(ctx, input) {
      const row = await insertSandboxCustomer(ctx, {
        id: sandboxId('cst'),
        name: input.name,
        email: input.email ?? null,
        metadata: input.metadata ?? null,
      })
      return { id: row.id }
    },
    async listMandates(ctx, customerId) {
      return (await listSandboxMandates(ctx, customerId))
        .filter((m) => m.status !== 'invalid')
        .map(
          (m): ProviderMandate => ({
            id: m.id,
            status: m.status,
            method: m.method,
            consumerAccount: m.consumer_account,
            cardNumber: m.card_number,
          }),
        )
    },
    async createRefund(ctx, paymentId, input) {
      const row = await refundSandboxPayment(ctx, paymentId, amountMinor(input.amount))
      if (!row) throw new Error('The amount is higher than the amount that can be refunded')
      return { id: sandboxId('re'), status: 'refunded', amount: input.amount }
    },
    async revokeMandate(ctx, customerId, mandateId) {
      if (!(await invalidateSandboxMandate(ctx, customerId, mandateId))) throw new NotFound()
    },
  }
}

/**
 * A payment collected through a mandate needs no checkout: as in Mollie's test mode it is paid at
 * once, and the webhook is called (a job) as for any change.
 */
async function recurring(ctx: RequestContext, input: Parameters<PaymentProvider['createPayment']>[1]) {
  const mandates = input.customerId ? await listSandboxMandates(ctx, input.customerId) : []
  const mandate = mandates.find((m) => m.status === 'valid' && (!input.mandateId || m.id === input.mandateId))
  if (!mandate) throw new Error('The customer has no valid mandate')
  const row = await insertSandboxPayment(ctx, {
    id: sandboxId('tr'),
    amount_minor: amountMinor(input.amount),
    currency: input.amount.currency,
    description: input.description,
    method: mandate.method,
    status: 'paid',
    paid_at: ctx.platform.now(),
    redirect_url: null,
    webhook_url: input.webhookUrl,
    metadata: input.metadata ?? null,
    sequence_type: 'recurring',
    customer_id: mandate.customer_id,
    mandate_id: mandate.id,
  })
  await ctx.platform.jobs.send(ctx.db, PAYMENTS_SANDBOX_WEBHOOK, {
    providerId: null,
    url: row.webhook_url,
    id: row.id,
  })
  return toProviderPayment(row, ctx.platform.publicUrl)
}
