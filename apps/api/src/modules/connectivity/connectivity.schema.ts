import { INTERNET_LINE_STATUSES, TECHNOLOGIES } from '@portico/contracts'
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz, uuidKey } from '../../db/columns.ts'
import { companyRef } from '../../db/schema/platform.ts'
import { services } from '../customers/customers.schema.ts'

/**
 * An internet line a company ordered at an address: the carrier's package, the wish date, the
 * carrier's order and where it stands on the delivery timeline (internet_line_events).
 */
export const internetLines = pgTable(
  'internet_lines',
  {
    id: uuidKey(),
    provider_id: companyRef('provider_id'),
    company_id: companyRef('company_id'),
    /** Set when the order's provisioning claims this line for its service. */
    service_id: uuid('service_id').references(() => services.id),
    /** The cart line the order became (until it is ordered). */
    cart_item_id: uuid('cart_item_id'),
    postcode: text('postcode').notNull(),
    house_number: integer('house_number').notNull(),
    addition: text('addition'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    package_code: text('package_code').notNull(),
    carrier: text('carrier').notNull(),
    technology: text('technology', { enum: TECHNOLOGIES }).notNull(),
    down_mbps: integer('down_mbps').notNull(),
    up_mbps: integer('up_mbps').notNull(),
    wish_date: date('wish_date').notNull(),
    planned_date: date('planned_date'),
    status: text('status', { enum: INTERNET_LINE_STATUSES }).notNull(),
    carrier_order_id: text('carrier_order_id'),
    /** The carrier adapter that took the order: sandbox or live. */
    carrier_mode: text('carrier_mode').notNull(),
    error: text('error'),
    created_at: createdAt(),
  },
  (t) => [
    index('internet_lines_company_idx').on(t.company_id, t.created_at),
    uniqueIndex('internet_lines_cart_item_key').on(t.cart_item_id),
  ],
)

/** The delivery timeline: one row per status a line reached (recorded once, whoever sees it first). */
export const internetLineEvents = pgTable(
  'internet_line_events',
  {
    id: uuidKey(),
    line_id: uuid('line_id')
      .notNull()
      .references(() => internetLines.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INTERNET_LINE_STATUSES }).notNull(),
    planned_date: date('planned_date'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('internet_line_events_status_key').on(t.line_id, t.status)],
)

/**
 * The sandbox carrier's orders (its own state, as a wholesale carrier keeps it): each moves one step
 * along the timeline when asked after `next_step_at`, so jobs following a line see it advance.
 */
export const connectivitySandboxOrders = pgTable(
  'connectivity_sandbox_orders',
  {
    id: text('id').primaryKey(),
    package_code: text('package_code').notNull(),
    postcode: text('postcode').notNull(),
    house_number: integer('house_number').notNull(),
    addition: text('addition'),
    wish_date: date('wish_date').notNull(),
    planned_date: date('planned_date'),
    status: text('status', { enum: ['submitted', 'planned', 'delivered', 'active', 'terminated'] }).notNull(),
    next_step_at: timestamptz('next_step_at'),
    /** The reseller's own reference (our line id): one order per reference, however often it is sent. */
    reference: text('reference').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('connectivity_sandbox_orders_reference_key').on(t.reference)],
)
