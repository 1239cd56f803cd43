import {
  BILLING_RUN_STATUSES,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  EMAIL_TEMPLATE_KEYS,
} from '@portico/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, money, requiredRef, timestamptz, uuidKey, versioned } from '../../db/columns.ts'
import { companyKey, companyRef } from '../../db/schema/platform.ts'
import { services } from '../customers/customers.schema.ts'

/** The issuing company's legal and billing settings (one row per provider). */
export const billingSettings = pgTable('billing_settings', {
  company_id: companyKey('company_id'),
  legal_name: text('legal_name').notNull(),
  address_street: text('address_street'),
  address_postal_code: text('address_postal_code'),
  address_city: text('address_city'),
  address_country: text('address_country').notNull().default('NL'),
  vat_id: text('vat_id'),
  coc_number: text('coc_number'),
  iban: text('iban'),
  bic: text('bic'),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  default_payment_terms_days: integer('default_payment_terms_days').notNull().default(14),
  default_currency: text('default_currency').notNull().default('EUR'),
  /** Recurring services are invoiced this many days before their next period starts. */
  invoice_lead_days: integer('invoice_lead_days').notNull().default(14),
  /** Days after the due date for the first, second and final payment reminder. */
  reminder_days: jsonb('reminder_days').notNull().default(sql`'[7, 14, 21]'::jsonb`),
  /** Days overdue after which the invoice's services are suspended (0: never). */
  suspend_after_days: integer('suspend_after_days').notNull().default(30),
  /** Credit (an overpayment, a credited paid invoice) pays the customer's open and next invoices by itself. */
  apply_credit_automatically: boolean('apply_credit_automatically').notNull().default(true),
  /** The SEPA creditor identifier, for direct debit through the issuer's own bank. */
  sepa_creditor_id: text('sepa_creditor_id'),
  /** Days between a collection's pre-notification and its date. */
  direct_debit_notice_days: integer('direct_debit_notice_days').notNull().default(14),
  /** [{ rate_bp: 2100, label: '21%' }, ...] in basis points. */
  vat_rates: jsonb('vat_rates').notNull(),
  /** { invoice: { prefix, padding, yearly_reset }, quote: ..., credit_note: ... } */
  number_patterns: jsonb('number_patterns').notNull(),
  ...versioned,
})

/** Invoices, quotes and credit notes. Issued ones are immutable (trigger in migration 0005). */
export const documents = pgTable(
  'documents',
  {
    id: uuidKey(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    issuer_id: companyRef('issuer_id'),
    customer_id: companyRef('customer_id'),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('draft'),
    number: text('number'),
    sequence: integer('sequence'),
    period: integer('period'),
    currency: text('currency').notNull().default('EUR'),
    /** EUR per one unit of the document currency, for the VAT amounts in EUR (null for EUR). */
    eur_rate: numeric('eur_rate', { precision: 18, scale: 8 }),
    language: text('language', { enum: ['en', 'nl'] })
      .notNull()
      .default('en'),
    issue_date: date('issue_date'),
    due_date: date('due_date'),
    supply_date: date('supply_date'),
    valid_until: date('valid_until'),
    notes: text('notes'),
    reverse_charge: boolean('reverse_charge').notNull().default(false),
    /** Customer and issuer as they were at issue: the document never changes with later edits. */
    customer_snapshot: jsonb('customer_snapshot'),
    issuer_snapshot: jsonb('issuer_snapshot'),
    subtotal_minor: money('subtotal_minor').notNull().default(0),
    vat_minor: money('vat_minor').notNull().default(0),
    total_minor: money('total_minor').notNull().default(0),
    vat_breakdown: jsonb('vat_breakdown').notNull().default(sql`'[]'::jsonb`),
    paid_minor: money('paid_minor').notNull().default(0),
    credited_minor: money('credited_minor').notNull().default(0),
    original_id: uuid('original_id'),
    quote_id: uuid('quote_id'),
    converted_invoice_id: uuid('converted_invoice_id'),
    /** Legacy: PDFs stored here (base64) before the file store; moved out at start-up, then null. */
    pdf: text('pdf'),
    /** The issued PDF in the file store (platform.files); set once, never changed. */
    pdf_key: text('pdf_key'),
    issued_at: timestamptz('issued_at'),
    sent_at: timestamptz('sent_at'),
    ...versioned,
  },
  (t) => [
    unique('documents_number_key').on(t.issuer_id, t.kind, t.number),
    unique('documents_quote_conversion_key').on(t.quote_id),
    index('documents_customer_idx').on(t.customer_id, t.kind, t.created_at),
    index('documents_issuer_kind_idx').on(t.issuer_id, t.kind, t.status),
    check('documents_number_when_issued', sql`(${t.status} = 'draft') = (${t.number} is null)`),
    // No invoice owes less than nothing: what is paid and credited stays within its total (decision 0029).
    check(
      'documents_balance_in_range',
      sql`${t.paid_minor} >= 0 and ${t.credited_minor} >= 0 and (${t.kind} <> 'invoice' or ${t.paid_minor} + ${t.credited_minor} <= greatest(${t.total_minor}, 0))`,
    ),
  ],
)

export const documentLines = pgTable(
  'document_lines',
  {
    id: uuidKey(),
    document_id: requiredRef('document_id', () => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unit_price_minor: money('unit_price_minor').notNull(),
    vat_rate_bp: integer('vat_rate_bp').notNull(),
    product_id: uuid('product_id'),
    period_start: date('period_start'),
    period_end: date('period_end'),
    line_total_minor: money('line_total_minor').notNull(),
    credited_line_id: uuid('credited_line_id'),
  },
  (t) => [index('document_lines_document_idx').on(t.document_id, t.position)],
)

/** E-mail templates per kind and language, with merge fields like {{customer.name}}. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    key: text('key', { enum: EMAIL_TEMPLATE_KEYS }).notNull(),
    language: text('language', { enum: ['en', 'nl'] }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ...versioned,
  },
  (t) => [unique('email_templates_key').on(t.company_id, t.key, t.language)],
)

/** The PDF layout per language: logo, colour, footer texts. */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    language: text('language', { enum: ['en', 'nl'] }).notNull(),
    logo_png: text('logo_png'),
    accent_color: text('accent_color').notNull().default('#1c64c8'),
    footer_text: text('footer_text'),
    ...versioned,
  },
  (t) => [unique('document_templates_key').on(t.company_id, t.language)],
)

/**
 * The ledger of invoiced service periods: one row per (service, period, billed party). Its key is
 * what makes recurring invoicing run exactly once in effect, however often or wherever it runs.
 */
export const servicePeriods = pgTable(
  'service_periods',
  {
    service_id: requiredRef('service_id', () => services.id),
    period_start: date('period_start').notNull(),
    period_end: date('period_end').notNull(),
    /** The customer (provider sells directly) or the reseller (billed its purchase price). */
    billed_id: companyRef('billed_id'),
    document_id: requiredRef('document_id', () => documents.id),
    amount_minor: money('amount_minor').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('service_periods_key').on(t.service_id, t.period_start, t.billed_id),
    index('service_periods_document_idx').on(t.document_id),
  ],
)

/** The run log of recurring invoicing, per provider and run. */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: uuidKey(),
    provider_id: companyRef('provider_id'),
    run_date: date('run_date').notNull(),
    /** interrupted: its process died mid-run (kill -9, a crash); the job's retry finished the work. */
    status: text('status', { enum: BILLING_RUN_STATUSES }).notNull().default('running'),
    periods_invoiced: integer('periods_invoiced').notNull().default(0),
    invoices_created: integer('invoices_created').notNull().default(0),
    /** [{ service_id, error }]: services that could not be invoiced this run (retried next run). */
    failures: jsonb('failures').notNull().default(sql`'[]'::jsonb`),
    /** The queue job that ran it: a retry of the same job marks a run left `running` as interrupted. */
    job_id: text('job_id'),
    started_at: timestamptz('started_at').notNull().defaultNow(),
    finished_at: timestamptz('finished_at'),
  },
  (t) => [index('billing_runs_provider_idx').on(t.provider_id, t.started_at)],
)

/** Payment reminders sent: one row per invoice and stage (1 first, 2 second, 3 final), so each is sent once. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    document_id: requiredRef('document_id', () => documents.id),
    stage: integer('stage').notNull(),
    sent_at: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.stage] })],
)
