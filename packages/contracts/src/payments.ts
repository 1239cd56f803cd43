import { z } from 'zod'
import { DateTimeSchema, dataOf } from './common.ts'

// Online payment (issue 25 item 2): a payment provider shaped by Mollie's Payments API.

export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/** Mollie's payment statuses; `charged_back` is ours: paid, then reversed by the customer's bank. */
export const ONLINE_PAYMENT_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
  'charged_back',
] as const
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number]

/** The methods the checkout offers (Mollie's names). */
export const ONLINE_PAYMENT_METHODS = ['ideal', 'bancontact', 'creditcard', 'directdebit'] as const
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number]

export const CheckoutSchema = z.object({
  /** Our id of the online payment: the page the customer returns to follows it. */
  id: z.uuid(),
  /** The provider's hosted checkout; the browser goes there. */
  checkout_url: z.string(),
})
export type Checkout = z.infer<typeof CheckoutSchema>
export const CheckoutResponseSchema = dataOf(CheckoutSchema)

export const OnlinePaymentSchema = z.object({
  id: z.uuid(),
  document_id: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's id (Mollie: tr_…); the ledger payment's reference. */
  reference: z.string().nullable(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  method: z.string().nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  created_at: DateTimeSchema,
  paid_at: DateTimeSchema.nullable(),
})
export type OnlinePayment = z.infer<typeof OnlinePaymentSchema>
export const OnlinePaymentResponseSchema = dataOf(OnlinePaymentSchema)

/** What a provider's webhook posts (Mollie: a form field `id` and nothing else). */
export const PaymentWebhookBodySchema = z.strictObject({ id: z.string().trim().min(1).max(64) })
export const PaymentWebhookParamsSchema = z.strictObject({ provider: z.enum(PAYMENT_PROVIDERS) })
