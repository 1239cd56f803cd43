import { ORDER_STATUSES, PROVISIONING_STATES } from '@portico/contracts'
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import {
  cartItemId,
  createdAt,
  money,
  requiredRef,
  timestamps,
  timestamptz,
  uuidKey,
  versioned,
} from '../../db/columns.ts'
import { companyKey, companyRef, tenantRecordColumns, userRef } from '../../db/schema/platform.ts'
import { documents } from '../billing/billing.schema.ts'
import { catalogProducts } from '../catalog/catalog.schema.ts'
import { serviceRef, services } from '../customers/customers.schema.ts'

/** A user's cart for one company: kept on the server, so it follows the user to another browser. */
export const carts = pgTable(
  'carts',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    user_id: userRef('user_id').notNull(),
    promotion_code: text('promotion_code'),
    ...timestamps,
  },
  (t) => [unique('carts_company_user_key').on(t.company_id, t.user_id)],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuidKey(),
    cart_id: requiredRef('cart_id', () => carts.id, { onDelete: 'cascade' }),
    product_id: requiredRef('product_id', () => catalogProducts.id),
    period: text('period').notNull(),
    quantity: integer('quantity').notNull().default(1),
    options: jsonb('options').notNull().default(sql`'{}'::jsonb`),
    /** The domain name a TLD product's line orders (domains' StoredDomainLine); null for other products. */
    domain: jsonb('domain'),
    /** What the line is for, set by the area that added it (the domain a hosting package serves). */
    subject: text('subject'),
    created_at: createdAt(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cart_id)],
)

/** A placed order: numbered per provider and year, one invoice, one service per item. */
export const orders = pgTable(
  'orders',
  {
    ...tenantRecordColumns(),
    seller_id: companyRef('seller_id'),
    number: text('number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    currency: text('currency').notNull(),
    subtotal_minor: money('subtotal_minor').notNull(),
    discount_minor: money('discount_minor').notNull().default(0),
    vat_minor: money('vat_minor').notNull(),
    total_minor: money('total_minor').notNull(),
    promotion_id: uuid('promotion_id'),
    promotion_code: text('promotion_code'),
    /** The provider's invoice of the order: to its customer, or to the reseller at its purchase price. */
    invoice_id: uuid('invoice_id').references(() => documents.id),
    /** A reseller's customer's order: the reseller's own invoice to its customer (issue 25 item 9). */
    resale_invoice_id: uuid('resale_invoice_id').references(() => documents.id),
    /**
     * The invoice an order waiting for approval will get (its lines and first periods), issued at
     * approval; a rejected order leaves nothing to credit (issue 25 item 5). Null once issued.
     */
    invoice_plan: jsonb('invoice_plan'),
    notes: text('notes'),
    placed_by: userRef('placed_by').notNull(),
    terms_accepted_at: timestamptz('terms_accepted_at').notNull(),
    order_date: date('order_date').notNull(),
    ...versioned,
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
    id: uuidKey(),
    order_id: requiredRef('order_id', () => orders.id),
    position: integer('position').notNull(),
    product_id: requiredRef('product_id', () => catalogProducts.id),
    name: text('name').notNull(),
    period: text('period').notNull(),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').notNull().default(sql`'{}'::jsonb`),
    unit_price_minor: money('unit_price_minor').notNull(),
    setup_minor: money('setup_minor').notNull().default(0),
    discount_minor: money('discount_minor').notNull().default(0),
    vat_rate_bp: integer('vat_rate_bp').notNull(),
    service_id: serviceRef(),
    /** The domain name a TLD product's item orders, auth code included (the registrar adapter's input). */
    domain: jsonb('domain'),
    /** What the item is for (the cart line's subject: the domain a hosting package serves). */
    subject: text('subject'),
    /** The cart line it was (no reference: the line is gone): what an area attached to that line finds it by. */
    cart_item_id: cartItemId(),
    provisioning: text('provisioning', { enum: PROVISIONING_STATES }).notNull().default('waiting'),
    error: text('error'),
  },
  (t) => [index('order_items_order_idx').on(t.order_id, t.position)],
)

/** A provider's ordering settings: when provisioning starts (at order, at approval, at payment). */
export const orderSettings = pgTable('order_settings', {
  provider_id: companyKey('provider_id'),
  provision_at: text('provision_at', { enum: ['order', 'approval', 'payment'] })
    .notNull()
    .default('approval'),
  /** The terms and conditions a customer accepts at checkout, per language (plain text, paragraphs). */
  terms_en: text('terms_en'),
  terms_nl: text('terms_nl'),
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
  ready_at: timestamptz('ready_at').notNull(),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  ...timestamps,
})
