import { BANK_ENTRY_STATUSES, ONLINE_PAYMENT_STATUSES, PAYMENT_PROVIDERS } from '@portico/contracts'
import { sql } from 'drizzle-orm'
import { boolean, date, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
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
    created_by: userRef('created_by'),
    paid_at: timestamptz('paid_at'),
    ...versioned,
  },
  (t) => [
    unique('online_payments_provider_key').on(t.provider, t.provider_payment_id),
    unique('online_payments_payment_key').on(t.payment_id),
    index('online_payments_document_idx').on(t.document_id, t.created_at),
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
  redirect_url: text('redirect_url').notNull(),
  webhook_url: text('webhook_url').notNull(),
  metadata: jsonb('metadata'),
  charged_back_minor: money('charged_back_minor').notNull().default(0),
  created_at: createdAt(),
  paid_at: timestamptz('paid_at'),
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
  ],
)
