import { z } from 'zod'
import { PAYMENT_METHODS } from './billing.ts'
import { DateTimeSchema, dataOf } from './common.ts'
import { CurrencySchema } from './customers.ts'

// The customer account (accounts receivable): payments, refunds, reversals, credit and the ledger.

const isoDate = z.iso.date()
const amount = z.number().int().min(1).max(100_000_000_000)

/** What a ledger posting records (decision 0029). */
export const ACCOUNT_ENTRY_KINDS = [
  'invoice',
  'credit_note',
  'payment',
  'credit_applied',
  'refund',
  'reversal',
] as const
export type AccountEntryKind = (typeof ACCOUNT_ENTRY_KINDS)[number]

export const PaymentInputSchema = z.strictObject({
  paid_on: isoDate,
  amount_minor: amount,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().trim().max(200).nullable().optional(),
})
export type PaymentInput = z.infer<typeof PaymentInputSchema>
export const PaymentSchema = PaymentInputSchema.extend({
  id: z.uuid(),
  document_id: z.uuid().nullable(),
  currency: z.string(),
  created_at: DateTimeSchema,
  reversed_at: DateTimeSchema.nullable(),
  reversal_reason: z.string().nullable(),
})
export type Payment = z.infer<typeof PaymentSchema>

/** Staff reverse a payment registered by mistake (or returned by the bank): never deleted. */
export const PaymentReversalInputSchema = z.strictObject({
  reason: z.string().trim().min(3).max(500),
})
export type PaymentReversalInput = z.infer<typeof PaymentReversalInputSchema>

/** Credit paid back to the customer by bank transfer (recorded by staff). */
export const RefundInputSchema = z.strictObject({
  currency: CurrencySchema,
  amount_minor: amount,
  refunded_on: isoDate,
  reference: z.string().trim().max(200).nullable().optional(),
})
export type RefundInput = z.infer<typeof RefundInputSchema>

export const AccountQuerySchema = z.strictObject({
  /** The account's currency; the customer's own currency when omitted. */
  currency: CurrencySchema.optional(),
  /** How many entries to return, newest first (500 when omitted; 0 for the totals only). */
  limit: z.coerce.number().int().min(0).max(500).optional(),
})
export type AccountQuery = z.infer<typeof AccountQuerySchema>
export const MyAccountQuerySchema = AccountQuerySchema.extend({
  /** One of the caller's companies; the company in scope (or the caller's one company) when omitted. */
  company_id: z.uuid().optional(),
})
export type MyAccountQuery = z.infer<typeof MyAccountQuerySchema>

export const AccountEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(ACCOUNT_ENTRY_KINDS),
  booked_on: z.string(),
  /** Positive: the customer owes more; negative: paid or credited. */
  amount_minor: z.number().int(),
  /** The account's balance (open minus credit) after this entry. */
  balance_minor: z.number().int(),
  /** The invoice whose balance moved (null: the credit moved). */
  document_id: z.uuid().nullable(),
  document_number: z.string().nullable(),
  /** The invoice or credit note that caused it. */
  source_document_id: z.uuid().nullable(),
  source_number: z.string().nullable(),
  payment_id: z.uuid().nullable(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: DateTimeSchema,
})
export type AccountEntry = z.infer<typeof AccountEntrySchema>

export const CustomerAccountSchema = z.object({
  customer_id: z.uuid(),
  currency: z.string(),
  /** Every currency the customer has an account in. */
  currencies: z.array(z.string()),
  /** What the customer's open invoices still owe. */
  open_minor: z.number().int().min(0),
  overdue_minor: z.number().int().min(0),
  /** Paid or credited beyond the documents: applied to next invoices or refunded. */
  credit_minor: z.number().int().min(0),
  /** open − credit: what the customer owes on balance (negative: the provider owes). */
  balance_minor: z.number().int(),
  /** Newest first. */
  entries: z.array(AccountEntrySchema),
})
export type CustomerAccount = z.infer<typeof CustomerAccountSchema>
export const CustomerAccountResponseSchema = dataOf(CustomerAccountSchema)
