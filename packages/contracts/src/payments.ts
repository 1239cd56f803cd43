import { z } from 'zod'
import { billingTexts } from './billing.ts'
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

/** Mollie's sequenceType: a one-off payment, the first one that makes a mandate, one collected through it. */
export const SEQUENCE_TYPES = ['oneoff', 'first', 'recurring'] as const
export type SequenceType = (typeof SEQUENCE_TYPES)[number]

/** "Pay now", optionally letting the provider collect the company's next invoices the same way. */
export const PayInputSchema = z.strictObject({ automatic: z.boolean().optional() })
export type PayInput = z.infer<typeof PayInputSchema>

/** A company's mandate at the payment provider: its invoices are collected through it when due. */
export const PaymentMandateSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.string(),
  /** A masked IBAN or card number. */
  details: z.string(),
  status: z.enum(['valid', 'revoked']),
  created_at: DateTimeSchema,
})
export type PaymentMandate = z.infer<typeof PaymentMandateSchema>

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
/** A webhook of an issuer's own provider account (a reseller's Mollie) names that issuer. */
export const PaymentWebhookQuerySchema = z.strictObject({ account: z.uuid().optional() })

// An issuer's own payment provider account (issue 25 item 9): a reseller collects on its own Mollie.

/** The account the books collect online payments through: their own, or the platform's. */
export const PaymentAccountSchema = z.object({
  /** The provider payments go through (the platform's sandbox, or Mollie). */
  provider: z.enum(PAYMENT_PROVIDERS),
  /** True when these books have their own account (their own API key) rather than the platform's. */
  own: z.boolean(),
  /** Mollie's key mode: test keys take test payments only. */
  mode: z.enum(['test', 'live']).nullable(),
  /** The key's last characters, to recognise it; the key itself is never shown again. */
  key_hint: z.string().nullable(),
})
export type PaymentAccount = z.infer<typeof PaymentAccountSchema>

/** A Mollie API key: `live_` or `test_` and 30 characters (docs.mollie.com, authentication). */
export const MOLLIE_API_KEY_PATTERN = /^(live|test)_[A-Za-z0-9]{30,}$/
export const PaymentAccountInputSchema = z.strictObject({
  api_key: z.string().trim().regex(MOLLIE_API_KEY_PATTERN, billingTexts.codes.mollieKey),
})
export type PaymentAccountInput = z.infer<typeof PaymentAccountInputSchema>

// Refunds through the provider: credit paid back to the account or card of an online payment.

/** A paid online payment of the customer, and what of it can still be refunded. */
export const RefundablePaymentSchema = z.object({
  id: z.uuid(),
  document_id: z.uuid(),
  reference: z.string().nullable(),
  method: z.string().nullable(),
  amount_minor: z.number().int(),
  refundable_minor: z.number().int(),
  currency: z.string(),
  paid_at: DateTimeSchema.nullable(),
})
export type RefundablePayment = z.infer<typeof RefundablePaymentSchema>

export const ProviderRefundInputSchema = z.strictObject({
  online_payment_id: z.uuid(),
  amount_minor: z.number().int().min(1).max(100_000_000_000),
})
export type ProviderRefundInput = z.infer<typeof ProviderRefundInputSchema>

export const ProviderRefundSchema = z.object({
  id: z.uuid(),
  online_payment_id: z.uuid(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(['requested', 'refunded', 'pending', 'failed']),
  /** The provider's refund id (Mollie: re_…). */
  reference: z.string().nullable(),
  created_at: DateTimeSchema,
})
export type ProviderRefund = z.infer<typeof ProviderRefundSchema>

// Bank statements (issue 25 item 4): CAMT.053 imports, matched to open invoices or assigned by staff.

export const BANK_ENTRY_STATUSES = ['matched', 'unmatched', 'assigned', 'ignored'] as const
export type BankEntryStatus = (typeof BANK_ENTRY_STATUSES)[number]

export const BankEntrySchema = z.object({
  id: z.uuid(),
  statement_id: z.string(),
  bank_reference: z.string(),
  booking_date: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  credit: z.boolean(),
  debtor_name: z.string().nullable(),
  debtor_iban: z.string().nullable(),
  remittance: z.string(),
  status: z.enum(BANK_ENTRY_STATUSES),
  customer_id: z.uuid().nullable(),
  payment_ids: z.array(z.uuid()),
  created_at: DateTimeSchema,
})
export type BankEntry = z.infer<typeof BankEntrySchema>

export const StatementImportSchema = z.object({
  /** Bookings in the file; of those, new ones (a second import of a statement adds none). */
  entries: z.number().int(),
  imported: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  ignored: z.number().int(),
})
export type StatementImport = z.infer<typeof StatementImportSchema>

export const BankEntryListQuerySchema = z.strictObject({ status: z.enum(BANK_ENTRY_STATUSES).optional() })

/** Staff assign an unmatched credit: to one invoice, or to a customer's account (credit); one of the two. */
export const BankEntryAssignSchema = z.strictObject({
  document_id: z.uuid().optional(),
  customer_id: z.uuid().optional(),
})
export type BankEntryAssign = z.infer<typeof BankEntryAssignSchema>
