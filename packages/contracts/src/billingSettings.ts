import { z } from 'zod'
import { BILLING_RUN_STATUSES, billingTexts, EMAIL_TEMPLATE_KEYS } from './billing.ts'
import { dataOf, LocaleSchema, listOf } from './common.ts'
import { CurrencySchema } from './customers.ts'

const texts = billingTexts.codes

export const VatRateSchema = z.strictObject({
  rate_bp: z.number().int().min(0).max(10_000),
  label: z.string().trim().min(1).max(40),
})
export const NumberPatternSchema = z.strictObject({
  prefix: z.string().trim().max(20),
  padding: z.number().int().min(1).max(10),
  yearly_reset: z.boolean(),
})
export const BillingSettingsSchema = z.strictObject({
  legal_name: z.string().trim().min(1).max(200),
  address_street: z.string().trim().max(200).nullable(),
  address_postal_code: z.string().trim().max(20).nullable(),
  address_city: z.string().trim().max(100).nullable(),
  address_country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  vat_id: z.string().trim().max(30).nullable(),
  coc_number: z.string().trim().max(20).nullable(),
  iban: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{8,34}$/, texts.iban)
    .nullable(),
  bic: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, texts.bic)
    .nullable(),
  email: z.email().max(320).nullable(),
  phone: z.string().trim().max(40).nullable(),
  website: z.string().trim().max(300).nullable(),
  default_payment_terms_days: z.number().int().min(0).max(365),
  default_currency: CurrencySchema,
  /** Credit (an overpayment, a credited paid invoice) pays open and next invoices by itself. */
  apply_credit_automatically: z.boolean().default(true),
  /** The SEPA creditor identifier (NL: NL, check digits, ZZZ, the KvK number padded) for direct debit. */
  sepa_creditor_id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/, texts.creditorId)
    .nullable()
    .default(null),
  /** Days between a collection's pre-notification and its date: the rulebook's 14 unless agreed shorter. */
  direct_debit_notice_days: z.number().int().min(1).max(30).default(14),
  vat_rates: z.array(VatRateSchema).min(1).max(10),
  number_patterns: z.strictObject({
    invoice: NumberPatternSchema,
    quote: NumberPatternSchema,
    credit_note: NumberPatternSchema,
  }),
})
export type BillingSettings = z.infer<typeof BillingSettingsSchema>
export const BillingSettingsResponseSchema = dataOf(
  BillingSettingsSchema.extend({ version: z.number().int() }),
)

export const EmailTemplateKeySchema = z.enum(EMAIL_TEMPLATE_KEYS)
export const EmailTemplateInputSchema = z.strictObject({
  subject: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(20_000),
})
export const EmailTemplateSchema = EmailTemplateInputSchema.extend({
  key: EmailTemplateKeySchema,
  language: LocaleSchema,
  version: z.number().int(),
})
export const EMAIL_MERGE_FIELDS = [
  'customer.name',
  'document.number',
  'document.kind',
  'document.total',
  'document.due_date',
  'document.link',
  'document.pay_link',
  'issuer.name',
] as const

export const DocumentTemplateInputSchema = z.strictObject({
  logo_png: z
    .string()
    .max(700_000)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, texts.png)
    .nullable(),
  accent_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, texts.colour),
  footer_text: z.string().trim().max(1000).nullable(),
})
export const DocumentTemplateSchema = DocumentTemplateInputSchema.extend({
  language: LocaleSchema,
  version: z.number().int(),
})

/** One run of recurring invoicing (the run log staff read). */
export const BillingRunSchema = z.object({
  id: z.uuid(),
  run_date: z.iso.date(),
  status: z.enum(BILLING_RUN_STATUSES),
  periods_invoiced: z.number().int(),
  invoices_created: z.number().int(),
  failures: z.array(z.object({ service_ids: z.array(z.uuid()), error: z.string() })),
  started_at: z.iso.datetime({ offset: true }),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
})
export type BillingRun = z.infer<typeof BillingRunSchema>
export const BillingRunListResponseSchema = listOf(BillingRunSchema)

/** Payment reminders and suspension for overdue invoices (staff). */
export const DunningSettingsSchema = z
  .strictObject({
    /** Days after the due date of the first, second and final reminder, ascending. */
    reminder_days: z.tuple([
      z.number().int().min(1).max(365),
      z.number().int().min(1).max(365),
      z.number().int().min(1).max(365),
    ]),
    /** Days overdue after which the invoice's services are suspended; 0 never. */
    suspend_after_days: z.number().int().min(0).max(365),
  })
  .refine((s) => s.reminder_days[0] < s.reminder_days[1] && s.reminder_days[1] < s.reminder_days[2], {
    path: ['reminder_days'],
    message: 'ascending',
  })
export type DunningSettings = z.infer<typeof DunningSettingsSchema>
