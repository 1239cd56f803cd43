import { ONLINE_PAYMENT_STATUSES, PAYMENT_PROVIDERS } from '@portico/contracts'
import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
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
