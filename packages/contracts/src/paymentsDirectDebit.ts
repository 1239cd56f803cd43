import { z } from 'zod'
import { DateTimeSchema } from './common.ts'

// SEPA direct debit through the provider's own bank (issue 25 item 3): mandates, collections
// pre-notified on their invoice, pain.008 batch files, and the bank statement that confirms them.

const isoDate = z.iso.date()

export const MANDATE_STATUSES = ['active', 'revoked'] as const
export type MandateStatus = (typeof MANDATE_STATUSES)[number]

export const MandateSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  /** The mandate reference (MndtId), unique per creditor. */
  reference: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  holder: z.string(),
  signed_on: isoDate,
  status: z.enum(MANDATE_STATUSES),
  created_at: DateTimeSchema,
  revoked_at: DateTimeSchema.nullable(),
})
export type Mandate = z.infer<typeof MandateSchema>

/** The SEPA character set of references (letters, digits and / - ? : ( ) . , ' + and space). */
const sepaText = /^[A-Za-z0-9/\-?:().,'+ ]+$/

export const MandateInputSchema = z.strictObject({
  reference: z.string().trim().min(1).max(35).regex(sepaText),
  iban: z.string().trim().min(1).max(42),
  bic: z.string().trim().max(11).optional(),
  holder: z.string().trim().min(1).max(70),
  signed_on: isoDate,
})
export type MandateInput = z.infer<typeof MandateInputSchema>

export const MandateParamsSchema = z.strictObject({ id: z.uuid(), mandate: z.uuid() })

/**
 * A collection of one invoice: `scheduled` once pre-notified, `submitted` in a batch file,
 * `collected` when the statement shows the money, `returned` when the debtor's bank sent it back,
 * `cancelled` when the invoice was paid otherwise first (or the mandate was revoked).
 */
export const DIRECT_DEBIT_STATUSES = ['scheduled', 'submitted', 'collected', 'returned', 'cancelled'] as const
export type DirectDebitStatus = (typeof DIRECT_DEBIT_STATUSES)[number]

export const DirectDebitSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  document_id: z.uuid(),
  document_number: z.string(),
  mandate_reference: z.string(),
  /** The debtor's IBAN, all but its last four characters hidden. */
  iban_masked: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  collection_date: isoDate,
  end_to_end_id: z.string(),
  status: z.enum(DIRECT_DEBIT_STATUSES),
  batch_id: z.uuid().nullable(),
  return_reason: z.string().nullable(),
  created_at: DateTimeSchema,
})
export type DirectDebit = z.infer<typeof DirectDebitSchema>

export const DirectDebitListQuerySchema = z.strictObject({
  status: z.enum(DIRECT_DEBIT_STATUSES).optional(),
  document_id: z.uuid().optional(),
})
export type DirectDebitListQuery = z.infer<typeof DirectDebitListQuerySchema>

export const DirectDebitBatchSchema = z.object({
  id: z.uuid(),
  collection_date: isoDate,
  /** The file's message id (GrpHdr/MsgId) and its payment information id (PmtInfId). */
  message_id: z.string(),
  count: z.number().int(),
  total_minor: z.number().int(),
  created_at: DateTimeSchema,
})
export type DirectDebitBatch = z.infer<typeof DirectDebitBatchSchema>

/** Staff make the batch file of every collection due by this date (it becomes their collection date). */
export const DirectDebitBatchInputSchema = z.strictObject({ collection_date: isoDate })
export type DirectDebitBatchInput = z.infer<typeof DirectDebitBatchInputSchema>
