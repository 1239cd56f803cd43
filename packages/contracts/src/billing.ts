import { isValidQuantity } from '@portico/domain'
import { z } from 'zod'
import { DateTimeSchema, dataOf, LocaleSchema, pageOf, pageQueryFields, versionedFields } from './common.ts'
import { CurrencySchema } from './customers.ts'
import { defineTexts } from './texts.ts'

/** Billing's validation messages by code (the schemas carry the code). */
export const billingTexts = defineTexts('billing', {
  quantity: {
    en: 'A number with at most 3 decimals, e.g. 1.5',
    nl: 'Een getal met hoogstens 3 decimalen, bijv. 1,5',
  },
  eurRate: { en: 'EUR per unit, e.g. 0.92', nl: 'EUR per eenheid, bijv. 0.92' },
  iban: { en: 'Not an IBAN', nl: 'Geen IBAN' },
  bic: { en: 'Not a BIC', nl: 'Geen BIC' },
  creditorId: {
    en: 'Not a SEPA creditor identifier, e.g. NL69ZZZ123456780000',
    nl: 'Geen SEPA-incassant-ID, bijv. NL69ZZZ123456780000',
  },
  png: { en: 'A PNG image', nl: 'Een PNG-afbeelding' },
  mollieKey: {
    en: 'A Mollie API key: test_ or live_ followed by 30 letters and digits',
    nl: 'Een Mollie API-sleutel: test_ of live_ gevolgd door 30 letters en cijfers',
  },
  colour: { en: 'A colour like #1c64c8', nl: 'Een kleur als #1c64c8' },
})
const texts = billingTexts.codes

/** Billing's value lists as tuples too: the API's drizzle schema types its columns with them. */
/** The most lines one document holds; a billing run splits a longer invoice into several. */
export const MAX_DOCUMENT_LINES = 500

export const DOCUMENT_KINDS = ['invoice', 'quote', 'credit_note'] as const
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof DocumentKindSchema>
export const PAYMENT_METHODS = ['bank_transfer', 'direct_debit', 'card', 'online', 'cash', 'other'] as const
export const EMAIL_TEMPLATE_KEYS = ['invoice', 'quote', 'credit_note', 'reminder'] as const
export const BILLING_RUN_STATUSES = ['running', 'done', 'failed', 'interrupted'] as const
export const DOCUMENT_STATUSES = [
  'draft',
  'issued',
  'sent',
  'partially_paid',
  'paid',
  'credited',
  'accepted',
  'declined',
  'expired',
] as const
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES)
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>

const isoDate = z.iso.date()
const minor = z.number().int().min(-100_000_000_000).max(100_000_000_000)

export const DocumentLineInputSchema = z.strictObject({
  description: z.string().trim().min(1).max(1000),
  quantity: z.string().trim().max(14).refine(isValidQuantity, texts.quantity),
  unit_price_minor: minor,
  vat_rate_bp: z.number().int().min(0).max(10_000),
  product_id: z.uuid().nullable().optional(),
  period_start: isoDate.nullable().optional(),
  period_end: isoDate.nullable().optional(),
})
export type DocumentLineInput = z.input<typeof DocumentLineInputSchema>

/** A draft as the editor sends it; numbers, totals, status and snapshots are the server's. */
export const DocumentInputSchema = z.strictObject({
  kind: DocumentKindSchema.exclude(['credit_note']),
  customer_id: z.uuid(),
  currency: CurrencySchema.default('EUR'),
  eur_rate: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,8})?$/, texts.eurRate)
    .nullable()
    .optional(),
  language: LocaleSchema.optional(),
  issue_date: isoDate.nullable().optional(),
  supply_date: isoDate.nullable().optional(),
  valid_until: isoDate.nullable().optional(),
  payment_terms_days: z.number().int().min(0).max(365).optional(),
  notes: z.string().trim().max(5000).nullable().optional(),
  lines: z.array(DocumentLineInputSchema).max(MAX_DOCUMENT_LINES),
})
export type DocumentInput = z.input<typeof DocumentInputSchema>

export const VatBreakdownRowSchema = z.object({
  rate_bp: z.number().int(),
  base_minor: z.number().int(),
  vat_minor: z.number().int(),
  vat_eur_minor: z.number().int().nullable(),
})

export const DocumentLineSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  description: z.string(),
  quantity: z.string(),
  unit_price_minor: z.number().int(),
  vat_rate_bp: z.number().int(),
  product_id: z.uuid().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  line_total_minor: z.number().int(),
})

export const PartySnapshotSchema = z.object({
  name: z.string(),
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  vat_id: z.string().nullable(),
  coc_number: z.string().nullable(),
  iban: z.string().nullable().optional(),
  bic: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
})

export const DocumentSchema = z.object({
  id: z.uuid(),
  kind: DocumentKindSchema,
  status: DocumentStatusSchema,
  overdue: z.boolean(),
  number: z.string().nullable(),
  customer_id: z.uuid(),
  customer_name: z.string(),
  currency: z.string(),
  eur_rate: z.string().nullable(),
  language: LocaleSchema,
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  supply_date: z.string().nullable(),
  valid_until: z.string().nullable(),
  notes: z.string().nullable(),
  reverse_charge: z.boolean(),
  customer: PartySnapshotSchema.nullable(),
  issuer: PartySnapshotSchema.nullable(),
  lines: z.array(DocumentLineSchema),
  vat_breakdown: z.array(VatBreakdownRowSchema),
  subtotal_minor: z.number().int(),
  vat_minor: z.number().int(),
  total_minor: z.number().int(),
  paid_minor: z.number().int(),
  credited_minor: z.number().int(),
  balance_minor: z.number().int(),
  original_id: z.uuid().nullable(),
  original_number: z.string().nullable(),
  quote_id: z.uuid().nullable(),
  converted_invoice_id: z.uuid().nullable(),
  issued_at: DateTimeSchema.nullable(),
  sent_at: DateTimeSchema.nullable(),
  ...versionedFields,
})
export type BillingDocument = z.infer<typeof DocumentSchema>
export const DocumentResponseSchema = dataOf(DocumentSchema)

export const DocumentSummarySchema = DocumentSchema.omit({ lines: true, customer: true, issuer: true })
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>

export const DocumentListQuerySchema = z.strictObject({
  kind: DocumentKindSchema.optional(),
  status: z.enum([...DocumentStatusSchema.options, 'overdue', 'open']).optional(),
  customer_id: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
  ...pageQueryFields(50),
})
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>
export const DocumentListResponseSchema = pageOf(DocumentSummarySchema).extend({
  /** Sums over everything the filter matches (not only this page), per currency. */
  totals: z.array(
    z.object({ currency: z.string(), total_minor: z.number().int(), balance_minor: z.number().int() }),
  ),
})

export const CreditNoteInputSchema = z.strictObject({
  /** Lines of the invoice to credit with the quantity to credit; omit to credit the whole invoice. */
  lines: z
    .array(
      z.strictObject({
        line_id: z.uuid(),
        quantity: z.string().trim().refine(isValidQuantity, 'invalid quantity'),
      }),
    )
    .max(500)
    .optional(),
  notes: z.string().trim().max(5000).nullable().optional(),
})
export type CreditNoteInput = z.infer<typeof CreditNoteInputSchema>

export const SendDocumentInputSchema = z.strictObject({
  to: z.email().max(320).optional(),
  /** Override the template for this one message. */
  subject: z.string().trim().max(300).optional(),
  body: z.string().trim().max(20_000).optional(),
})
