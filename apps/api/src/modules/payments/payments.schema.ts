import {
  BANK_ENTRY_STATUSES,
  DIRECT_DEBIT_STATUSES,
  MANDATE_STATUSES,
  ONLINE_PAYMENT_STATUSES,
  PAYMENT_PROVIDERS,
  SEQUENCE_TYPES,
} from '@portico/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, money, requiredRef, timestamptz, uuidKey, versioned } from '../../db/columns.ts'
import { companyRef, userRef } from '../../db/schema/platform.ts'
import { payments } from '../billing/account.schema.ts'
import { documents } from '../billing/billing.schema.ts'

/**
 * A payment a customer started online for an invoice: our side of the provider's payment. The
 * provider's id is unique per provider; `payment_id` is the ledger payment it became, set once, so
 * any number of webhook deliveries record it once.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuidKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    provider_payment_id: text('provider_payment_id'),
    issuer_id: companyRef('issuer_id'),
    customer_id: companyRef('customer_id'),
    document_id: requiredRef('document_id', () => documents.id),
    amount_minor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ONLINE_PAYMENT_STATUSES }).notNull().default('open'),
    method: text('method'),
    checkout_url: text('checkout_url'),
    payment_id: uuid('payment_id').references(() => payments.id),
    /** Mollie's sequenceType: a one-off payment, the first of a mandate, or one collected through it. */
    sequence_type: text('sequence_type', { enum: SEQUENCE_TYPES }).notNull().default('oneoff'),
    created_by: userRef('created_by'),
    paid_at: timestamptz('paid_at'),
    ...versioned,
  },
  (t) => [
    unique('online_payments_provider_key').on(t.provider, t.provider_payment_id),
    unique('online_payments_payment_key').on(t.payment_id),
    index('online_payments_document_idx').on(t.document_id, t.created_at),
    // One automatic collection of an invoice at a time, and none again once one went through.
    uniqueIndex('online_payments_recurring_key')
      .on(t.document_id)
      .where(
        sql`${t.sequence_type} = 'recurring' and ${t.status} in ('open', 'pending', 'authorized', 'paid')`,
      ),
  ],
)

/**
 * Credit paid back through the provider on a payment the customer made online. Booked in the ledger
 * first (`requested`), then asked of the provider (our id is its idempotency key); a refusal gives
 * the credit back (`failed`).
 */
export const providerRefunds = pgTable(
  'provider_refunds',
  {
    id: uuidKey(),
    issuer_id: companyRef('issuer_id'),
    customer_id: companyRef('customer_id'),
    online_payment_id: requiredRef('online_payment_id', () => onlinePayments.id),
    amount_minor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requested', 'refunded', 'pending', 'failed'] })
      .notNull()
      .default('requested'),
    provider_refund_id: text('provider_refund_id'),
    created_by: userRef('created_by'),
    ...versioned,
  },
  (t) => [index('provider_refunds_payment_idx').on(t.online_payment_id)],
)

/** The customer at the payment provider (Mollie `cst_…`) that a company's mandates belong to. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: uuidKey(),
    issuer_id: companyRef('issuer_id'),
    company_id: companyRef('company_id'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    provider_customer_id: text('provider_customer_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [unique('payment_customers_key').on(t.issuer_id, t.company_id, t.provider)],
)

/**
 * A mandate at the payment provider that a company's first payment made: its later invoices are
 * collected through it on their due date. Revoked by the company (or the provider), never deleted.
 */
export const paymentMandates = pgTable(
  'payment_mandates',
  {
    id: uuidKey(),
    issuer_id: companyRef('issuer_id'),
    company_id: companyRef('company_id'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    provider_customer_id: text('provider_customer_id').notNull(),
    provider_mandate_id: text('provider_mandate_id').notNull(),
    method: text('method').notNull(),
    /** What identifies the account to its owner: a masked IBAN or card number. */
    details: text('details').notNull(),
    status: text('status', { enum: ['valid', 'revoked'] })
      .notNull()
      .default('valid'),
    revoked_at: timestamptz('revoked_at'),
    ...versioned,
  },
  (t) => [
    unique('payment_mandates_provider_key').on(t.provider, t.provider_mandate_id),
    uniqueIndex('payment_mandates_valid_key')
      .on(t.issuer_id, t.company_id, t.provider)
      .where(sql`${t.status} = 'valid'`),
  ],
)

/**
 * The sandbox provider's own payments, as Mollie keeps them: the sandbox answers from these rows, and
 * its checkout page (the tester picks the outcome) changes them and calls the webhook.
 */
export const sandboxProviderPayments = pgTable('sandbox_provider_payments', {
  id: text('id').primaryKey(),
  amount_minor: money('amount_minor').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ONLINE_PAYMENT_STATUSES }).notNull().default('open'),
  method: text('method'),
  /** The checkout's language, as Mollie's `locale` (en_US, nl_NL). */
  locale: text('locale'),
  redirect_url: text('redirect_url'),
  webhook_url: text('webhook_url').notNull(),
  metadata: jsonb('metadata'),
  sequence_type: text('sequence_type', { enum: SEQUENCE_TYPES }).notNull().default('oneoff'),
  customer_id: text('customer_id'),
  mandate_id: text('mandate_id'),
  charged_back_minor: money('charged_back_minor').notNull().default(0),
  refunded_minor: money('refunded_minor').notNull().default(0),
  created_at: createdAt(),
  paid_at: timestamptz('paid_at'),
})

/** The sandbox provider's customers and their mandates, as Mollie keeps them. */
export const sandboxProviderCustomers = pgTable('sandbox_provider_customers', {
  id: text('id').primaryKey(),
  name: text('name'),
  email: text('email'),
  metadata: jsonb('metadata'),
  created_at: createdAt(),
})

export const sandboxProviderMandates = pgTable('sandbox_provider_mandates', {
  id: text('id').primaryKey(),
  customer_id: text('customer_id')
    .notNull()
    .references(() => sandboxProviderCustomers.id),
  status: text('status', { enum: ['valid', 'pending', 'invalid'] }).notNull(),
  method: text('method').notNull(),
  consumer_name: text('consumer_name'),
  consumer_account: text('consumer_account'),
  card_number: text('card_number'),
  created_at: createdAt(),
})

/**
 * A booking of an imported bank statement (CAMT.053). The bank's own reference is unique per issuer:
 * importing a statement again adds nothing. A credit is matched to open invoices by the numbers its
 * remittance names, or waits (`unmatched`) until staff assign it; the ledger payments it became are
 * listed. Debits (refunds, returned collections) are kept and not matched here.
 */
export const bankEntries = pgTable(
  'bank_entries',
  {
    id: uuidKey(),
    issuer_id: companyRef('issuer_id'),
    statement_id: text('statement_id').notNull(),
    account_iban: text('account_iban'),
    bank_reference: text('bank_reference').notNull(),
    booking_date: date('booking_date').notNull(),
    amount_minor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    credit: boolean('credit').notNull(),
    debtor_name: text('debtor_name'),
    debtor_iban: text('debtor_iban'),
    remittance: text('remittance').notNull(),
    structured_reference: text('structured_reference'),
    end_to_end_id: text('end_to_end_id'),
    return_reason: text('return_reason'),
    status: text('status', { enum: BANK_ENTRY_STATUSES }).notNull(),
    /** Who paid, once known (matched or assigned). */
    customer_id: uuid('customer_id'),
    /** The ledger payments the entry became. */
    payment_ids: jsonb('payment_ids').notNull().default(sql`'[]'::jsonb`),
    imported_by: userRef('imported_by'),
    ...versioned,
  },
  (t) => [
    unique('bank_entries_reference_key').on(t.issuer_id, t.bank_reference),
    index('bank_entries_status_idx').on(t.issuer_id, t.status, t.booking_date),
    // Whose account an IBAN is (a payment without a reference): the customers its bookings went to.
    index('bank_entries_iban_idx').on(t.issuer_id, t.debtor_iban).where(sql`${t.customer_id} is not null`),
  ],
)

/**
 * A SEPA direct debit mandate a customer signed for its issuer (the creditor): the reference is
 * unique per creditor, and a customer has at most one active mandate with it. Revoked, never deleted
 * (a return up to 13 months later still names it).
 */
export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: uuidKey(),
    issuer_id: companyRef('issuer_id'),
    company_id: companyRef('company_id'),
    reference: text('reference').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    holder: text('holder').notNull(),
    signed_on: date('signed_on').notNull(),
    status: text('status', { enum: MANDATE_STATUSES }).notNull().default('active'),
    created_by: userRef('created_by'),
    revoked_at: timestamptz('revoked_at'),
    ...versioned,
  },
  (t) => [
    unique('sepa_mandates_reference_key').on(t.issuer_id, t.reference),
    uniqueIndex('sepa_mandates_active_key').on(t.issuer_id, t.company_id).where(sql`${t.status} = 'active'`),
  ],
)

/**
 * A batch file (pain.008) of collections on one date, kept as it was handed to the bank. Its message
 * id is also the payment information id a bank names when it books the batch as one credit.
 */
export const directDebitBatches = pgTable('direct_debit_batches', {
  id: uuidKey(),
  issuer_id: companyRef('issuer_id'),
  collection_date: date('collection_date').notNull(),
  message_id: text('message_id').notNull().unique(),
  count: integer('count').notNull(),
  total_minor: money('total_minor').notNull(),
  xml: text('xml').notNull(),
  created_by: userRef('created_by'),
  created_at: createdAt(),
})

/**
 * The collection of one invoice under a mandate, pre-notified with its amount and date. At most one
 * live (scheduled or submitted) collection per invoice; `payment_id` is the ledger payment the bank
 * statement confirmed, reversed when the collection comes back.
 */
export const directDebits = pgTable(
  'direct_debits',
  {
    id: uuidKey(),
    issuer_id: companyRef('issuer_id'),
    company_id: companyRef('company_id'),
    mandate_id: requiredRef('mandate_id', () => sepaMandates.id),
    document_id: requiredRef('document_id', () => documents.id),
    amount_minor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    collection_date: date('collection_date').notNull(),
    end_to_end_id: text('end_to_end_id').notNull(),
    status: text('status', { enum: DIRECT_DEBIT_STATUSES }).notNull().default('scheduled'),
    batch_id: uuid('batch_id').references(() => directDebitBatches.id),
    payment_id: uuid('payment_id').references(() => payments.id),
    return_reason: text('return_reason'),
    ...versioned,
  },
  (t) => [
    unique('direct_debits_end_to_end_key').on(t.issuer_id, t.end_to_end_id),
    uniqueIndex('direct_debits_live_key')
      .on(t.document_id)
      .where(sql`${t.status} in ('scheduled', 'submitted')`),
    index('direct_debits_status_idx').on(t.issuer_id, t.status, t.collection_date),
  ],
)

/**
 * An issuer's own account at the payment provider (issue 25 item 9): a reseller collects its
 * customers' payments on its own Mollie account, with its own API key, sealed (lib/secrets.ts).
 */
export const paymentAccounts = pgTable('payment_accounts', {
  issuer_id: companyRef('issuer_id').primaryKey(),
  provider: text('provider', { enum: ['mollie'] }).notNull(),
  api_key_sealed: text('api_key_sealed').notNull(),
  mode: text('mode', { enum: ['test', 'live'] }).notNull(),
  key_hint: text('key_hint').notNull(),
  created_at: createdAt(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
})
