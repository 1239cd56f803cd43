import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, timestamps, users } from '../../db/schema/platform.ts'
import { documents } from '../billing/billing.schema.ts'
import { catalogProducts } from '../catalog/catalog.schema.ts'
import { services } from '../customers/customers.schema.ts'

/** A user's cart for one company: kept on the server, so it follows the user to another browser. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    promotion_code: text('promotion_code'),
    ...timestamps,
  },
  (t) => [unique('carts_company_user_key').on(t.company_id, t.user_id)],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cart_id: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    product_id: uuid('product_id')
      .notNull()
      .references(() => catalogProducts.id),
    period: text('period').notNull(),
    quantity: integer('quantity').notNull().default(1),
    options: jsonb('options').notNull().default(sql`'{}'::jsonb`),
    /** The domain name a TLD product's line orders (domains' StoredDomainLine); null for other products. */
    domain: jsonb('domain'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cart_id)],
)

/** A placed order: numbered per provider and year, one invoice, one service per item. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider_id: uuid('provider_id')
      .notNull()
      .references(() => companies.id),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    seller_id: uuid('seller_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'active', 'cancelled', 'failed'] })
      .notNull()
      .default('pending'),
    currency: text('currency').notNull(),
    subtotal_minor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discount_minor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    vat_minor: bigint('vat_minor', { mode: 'number' }).notNull(),
    total_minor: bigint('total_minor', { mode: 'number' }).notNull(),
    promotion_id: uuid('promotion_id'),
    promotion_code: text('promotion_code'),
    invoice_id: uuid('invoice_id').references(() => documents.id),
    notes: text('notes'),
    placed_by: uuid('placed_by')
      .notNull()
      .references(() => users.id),
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    order_date: date('order_date').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    unique('orders_number_key').on(t.provider_id, t.number),
    index('orders_company_idx').on(t.company_id, t.created_at),
    index('orders_provider_status_idx').on(t.provider_id, t.status, t.created_at),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => catalogProducts.id),
    name: text('name').notNull(),
    period: text('period').notNull(),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').notNull().default(sql`'{}'::jsonb`),
    unit_price_minor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    setup_minor: bigint('setup_minor', { mode: 'number' }).notNull().default(0),
    discount_minor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    vat_rate_bp: integer('vat_rate_bp').notNull(),
    service_id: uuid('service_id').references(() => services.id),
    /** The domain name a TLD product's item orders, auth code included (the registrar adapter's input). */
    domain: jsonb('domain'),
    provisioning: text('provisioning', { enum: ['waiting', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('waiting'),
    error: text('error'),
  },
  (t) => [index('order_items_order_idx').on(t.order_id, t.position)],
)

/** A provider's ordering settings: when provisioning starts (at order, at approval, at payment). */
export const orderSettings = pgTable('order_settings', {
  provider_id: uuid('provider_id')
    .primaryKey()
    .references(() => companies.id),
  provision_at: text('provision_at', { enum: ['order', 'approval', 'payment'] })
    .notNull()
    .default('approval'),
  ...timestamps,
})

/**
 * The sandbox provisioning adapter's own state (the default adapter, labelled "sandbox"): what a
 * real panel or registry would hold, so suspend, unsuspend and terminate act on something real.
 */
export const sandboxResources = pgTable('sandbox_resources', {
  service_id: uuid('service_id')
    .primaryKey()
    .references(() => services.id),
  state: text('state', { enum: ['provisioning', 'active', 'suspended', 'terminated'] }).notNull(),
  /** When a resource being set up is ready (the sandbox takes a moment, like a real panel). */
  ready_at: timestamp('ready_at', { withTimezone: true }).notNull(),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  ...timestamps,
})
