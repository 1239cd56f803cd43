import type { OnlinePaymentStatus, PaymentProviderName } from '@portico/contracts'
import type { RequestContext } from '../../../auth/context.ts'

/** An amount as Mollie writes it: the currency and a string with the currency's decimals ("10.00"). */
export type ProviderAmount = { currency: string; value: string }

/** What starting a payment takes (Mollie `POST /v2/payments`). */
export type CreatePayment = {
  amount: ProviderAmount
  description: string
  /** Where the customer's browser returns after the checkout. */
  redirectUrl: string
  /** Where the provider posts `id=tr_…` on every status change. */
  webhookUrl: string
  method?: string
  /** The checkout's language (Mollie: en_US, nl_NL, …). */
  locale?: 'en_US' | 'nl_NL'
  metadata?: Record<string, string>
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
}
