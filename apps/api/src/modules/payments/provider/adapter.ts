import type { OnlinePaymentStatus, PaymentProviderName, SequenceType } from '@portico/contracts'
import type { RequestContext } from '../../../auth/context.ts'

/** An amount as Mollie writes it: the currency and a string with the currency's decimals ("10.00"). */
export type ProviderAmount = { currency: string; value: string }

/** What starting a payment takes (Mollie `POST /v2/payments`). */
export type CreatePayment = {
  amount: ProviderAmount
  description: string
  /** Where the customer's browser returns after the checkout (none for a recurring payment). */
  redirectUrl?: string
  /** Where the provider posts `id=tr_…` on every status change. */
  webhookUrl: string
  method?: string
  /** The checkout's language (Mollie: en_US, nl_NL, …). */
  locale?: 'en_US' | 'nl_NL'
  metadata?: Record<string, string>
  /** `first` makes a mandate for `customerId`; `recurring` is collected through one, without a checkout. */
  sequenceType?: SequenceType
  customerId?: string
  mandateId?: string
  /** Sent as Mollie's Idempotency-Key: a retry of the same request makes no second payment. */
  idempotencyKey?: string
}

/** A mandate at the provider (Mollie `GET /v2/customers/{id}/mandates`). */
export type ProviderMandate = {
  id: string
  status: 'valid' | 'pending' | 'invalid'
  method: string
  /** The IBAN (direct debit) or the card's last digits. */
  consumerAccount: string | null
  cardNumber: string | null
}

/** A refund at the provider: queued or pending until the bank has it, then refunded (or failed). */
export type ProviderRefund = {
  id: string
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled'
  amount: ProviderAmount
}

/** A payment as the provider knows it (Mollie `GET /v2/payments/{id}`). */
export type ProviderPayment = {
  id: string
  status: Exclude<OnlinePaymentStatus, 'charged_back'>
  amount: ProviderAmount
  method: string | null
  /** The hosted checkout while the payment is open. */
  checkoutUrl: string | null
  /** What the customer's bank took back after it was paid (a chargeback). */
  amountChargedBack: ProviderAmount | null
  paidAt: string | null
  metadata: Record<string, string> | null
  sequenceType: SequenceType
  customerId: string | null
  mandateId: string | null
}

/**
 * The payment provider, shaped by Mollie's Payments API: a payment is created with a checkout the
 * customer's browser goes to, and the provider tells of every change by posting the payment's id to
 * the webhook, after which the app reads the payment (a forged call can name a payment, never change
 * it). Calls go to the outside system: never inside a database transaction.
 */
export type PaymentProvider = {
  name: PaymentProviderName
  createPayment(ctx: RequestContext, input: CreatePayment): Promise<ProviderPayment>
  getPayment(ctx: RequestContext, id: string): Promise<ProviderPayment>
  /** A customer at the provider, whose first payment makes a mandate (Mollie `POST /v2/customers`). */
  createCustomer(
    ctx: RequestContext,
    input: { name: string; email?: string; metadata?: Record<string, string> },
  ): Promise<{ id: string }>
  listMandates(ctx: RequestContext, customerId: string): Promise<ProviderMandate[]>
  /** Mollie `POST /v2/payments/{id}/refunds`: money back to the account or card that paid. */
  createRefund(
    ctx: RequestContext,
    paymentId: string,
    input: { amount: ProviderAmount; description: string; idempotencyKey: string },
  ): Promise<ProviderRefund>
  /** Mollie `DELETE /v2/customers/{id}/mandates/{id}`: no payment is collected through it any more. */
  revokeMandate(ctx: RequestContext, customerId: string, mandateId: string): Promise<void>
}
