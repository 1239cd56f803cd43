import { ACCOUNT_ENTRY_KINDS, PAYMENT_METHODS } from '@portico/contracts'
import { sql } from 'drizzle-orm'
import { bigint, check, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, money, requiredRef, timestamptz, uuidKey, versioned } from '../../db/columns.ts'
import { companyRef, userRef } from '../../db/schema/platform.ts'
import { documents } from './billing.schema.ts'

/**
 * A customer's account with one issuer in one currency (accounts receivable). `credit_minor` is what
 * the customer has paid or been credited beyond its documents: never negative (a check backs it).
 * Every posting locks this row first, so postings of one account never race (decision 0029).
 */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    id: uuidKey(),
    issuer_id: companyRef('issuer_id'),
    customer_id: companyRef('customer_id'),
    currency: text('currency').notNull(),
    credit_minor: money('credit_minor').notNull().default(0),
    ...versioned,
  },
  (t) => [
    unique('customer_accounts_key').on(t.issuer_id, t.customer_id, t.currency),
    index('customer_accounts_customer_idx').on(t.customer_id),
    check('customer_accounts_credit_not_negative', sql`${t.credit_minor} >= 0`),
  ],
)

/**
 * Money received from a customer, on its account. `document_id` is the invoice it was registered
 * for (null: on account, e.g. a bank entry staff assigned to the customer); what exceeds that
 * invoice's balance becomes credit. A payment is never deleted: a mistake is reversed, with a reason.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidKey(),
    account_id: requiredRef('account_id', () => customerAccounts.id),
    document_id: uuid('document_id').references(() => documents.id),
    paid_on: date('paid_on').notNull(),
    amount_minor: money('amount_minor').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    created_by: userRef('created_by'),
    created_at: createdAt(),
    reversed_at: timestamptz('reversed_at'),
    reversed_by: userRef('reversed_by'),
    reversal_reason: text('reversal_reason'),
  },
  (t) => [
    index('payments_document_idx').on(t.document_id),
    index('payments_account_idx').on(t.account_id),
    check('payments_amount_positive', sql`${t.amount_minor} > 0`),
  ],
)

/**
 * The ledger: append-only postings. A positive amount is what the customer owes more, a negative
 * one what it paid or was credited. A posting with `document_id` moves that invoice's balance; one
 * without moves the account's credit. The sum of an account's postings is its open amount minus its
 * credit. A reversal names the posting it undoes (`reverses_id`).
 */
export const accountEntries = pgTable(
  'account_entries',
  {
    id: uuidKey(),
    /** The order postings were written in (one account's postings never run concurrently). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    account_id: requiredRef('account_id', () => customerAccounts.id),
    kind: text('kind', { enum: ACCOUNT_ENTRY_KINDS }).notNull(),
    amount_minor: money('amount_minor').notNull(),
    /** The invoice whose balance this posting moves; null: the account's credit. */
    document_id: uuid('document_id').references(() => documents.id),
    /** The invoice or credit note that caused the posting. */
    source_document_id: uuid('source_document_id').references(() => documents.id),
    payment_id: uuid('payment_id').references(() => payments.id),
    reverses_id: uuid('reverses_id'),
    booked_on: date('booked_on').notNull(),
    reference: text('reference'),
    reason: text('reason'),
    created_by: userRef('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    index('account_entries_account_idx').on(t.account_id, t.seq),
    index('account_entries_document_idx').on(t.document_id),
    index('account_entries_payment_idx').on(t.payment_id),
    index('account_entries_reverses_idx').on(t.reverses_id),
  ],
)
