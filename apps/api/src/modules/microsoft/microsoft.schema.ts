import { NCE_BILLING, NCE_STATUSES, NCE_TERMS, type NextTermChange, type SeatBatch } from '@portico/domain'
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { cartItemId, createdAt, requiredRef, timestamptz, uuidKey } from '../../db/columns.ts'
import { companyRef, tenantRecordColumns, users } from '../../db/schema/platform.ts'
import { catalogProducts } from '../catalog/catalog.schema.ts'
import { serviceRef } from '../customers/customers.schema.ts'

export const MICROSOFT_TENANT_ORIGINS = ['linked', 'created'] as const

/**
 * A customer's Microsoft tenant as the provider's Partner Center knows it (the customer id is the
 * tenant id); a company has one or more. Created ones record who attested the customer agreement.
 */
export const microsoftTenants = pgTable(
  'microsoft_tenants',
  {
    ...tenantRecordColumns(),
    customer_id: text('customer_id').notNull(),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    origin: text('origin', { enum: MICROSOFT_TENANT_ORIGINS }).notNull(),
    /** 'sandbox' or 'live': the Partner Center the tenant lives in. */
    partner_center: text('partner_center').notNull(),
    agreement_accepted_at: timestamptz('agreement_accepted_at'),
    agreement_accepted_by: uuid('agreement_accepted_by').references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('microsoft_tenants_customer_key').on(t.provider_id, t.customer_id),
    index('microsoft_tenants_company_idx').on(t.company_id),
  ],
)

/**
 * A Partner Center subscription of a tenant, as the portal knows it: which company's tenant it is
 * in. Its quantity, term and seats are Partner Center's and read from there.
 */
export const microsoftSubscriptions = pgTable(
  'microsoft_subscriptions',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    tenant_id: requiredRef('tenant_id', () => microsoftTenants.id),
    subscription_id: text('subscription_id').notNull(),
    /** The subscription's name when it was linked (its offer's, or the ordered service's): what the header search finds. */
    name: text('name'),
    /** The service billing it, when it was ordered through the cart. */
    service_id: serviceRef(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('microsoft_subscriptions_key').on(t.tenant_id, t.subscription_id)],
)

/**
 * A catalogue product that is a Partner Center SKU on one term: the term is the sale's commitment
 * (the product's commitment_months), its prices per period the billing frequency (P1M monthly, P1Y annual).
 */
export const microsoftProducts = pgTable('microsoft_products', {
  product_id: uuid('product_id')
    .primaryKey()
    .references(() => catalogProducts.id, { onDelete: 'cascade' }),
  /** productId:skuId:availabilityId */
  catalog_item_id: text('catalog_item_id').notNull(),
  term: text('term', { enum: NCE_TERMS }).notNull(),
})

export const MICROSOFT_ORDER_STATUSES = ['ordered', 'creating', 'active', 'failed', 'ended'] as const

/**
 * Microsoft 365 ordered through the cart for one tenant, waiting for its order (cart_item_id). The
 * `microsoft` provisioning adapter claims it for the service, creates a Partner Center cart (kept with
 * its expiry, reused on a retry while it lives) and checks it out; the subscription is then linked.
 */
export const microsoftOrders = pgTable(
  'microsoft_orders',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    tenant_id: requiredRef('tenant_id', () => microsoftTenants.id),
    product_id: requiredRef('product_id', () => catalogProducts.id),
    catalog_item_id: text('catalog_item_id').notNull(),
    term: text('term', { enum: NCE_TERMS }).notNull(),
    billing: text('billing', { enum: NCE_BILLING }).notNull(),
    cart_item_id: cartItemId(),
    service_id: serviceRef(),
    status: text('status', { enum: MICROSOFT_ORDER_STATUSES }).notNull().default('ordered'),
    pc_cart_id: text('pc_cart_id'),
    pc_cart_expires_at: timestamptz('pc_cart_expires_at'),
    subscription_id: uuid('subscription_id').references(() => microsoftSubscriptions.id),
    error: text('error'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('microsoft_orders_service_key').on(t.service_id),
    index('microsoft_orders_cart_item_idx').on(t.cart_item_id),
  ],
)

/*
 * The sandbox Partner Center and Graph: Microsoft's side, kept in our database. Like the sandbox CA
 * it is the platform's state, not a tenant's; `partner_id` (the provider) separates the partners.
 */

export const msSandboxCustomers = pgTable(
  'ms_sandbox_customers',
  {
    id: uuidKey(),
    partner_id: companyRef('partner_id'),
    /** The initial domain, x.onmicrosoft.com: unique across Microsoft. */
    domain: text('domain').notNull(),
    company_name: text('company_name').notNull(),
    agreement_accepted_at: timestamptz('agreement_accepted_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('ms_sandbox_customers_domain_key').on(t.domain),
    index('ms_sandbox_customers_partner_idx').on(t.partner_id),
  ],
)

/** A cart (7 days to live) and, once checked out, the checkout's result: a retry returns it again. */
export const msSandboxCarts = pgTable('ms_sandbox_carts', {
  id: uuidKey(),
  customer_id: requiredRef('customer_id', () => msSandboxCustomers.id),
  line_items: jsonb('line_items').notNull(),
  status: text('status', { enum: ['Active', 'Ordered'] })
    .notNull()
    .default('Active'),
  checkout_result: jsonb('checkout_result'),
  created_at: createdAt(),
  expires_at: timestamptz('expires_at').notNull(),
})

export const msSandboxSubscriptions = pgTable(
  'ms_sandbox_subscriptions',
  {
    id: uuidKey(),
    customer_id: requiredRef('customer_id', () => msSandboxCustomers.id),
    order_id: uuid('order_id').notNull(),
    /** productId:skuId:availabilityId */
    catalog_item_id: text('catalog_item_id').notNull(),
    /** productId:skuId, what a scheduled SKU change names. */
    sku_id: text('sku_id').notNull(),
    friendly_name: text('friendly_name').notNull(),
    quantity: integer('quantity').notNull(),
    term: text('term', { enum: NCE_TERMS }).notNull(),
    billing: text('billing', { enum: NCE_BILLING }).notNull(),
    term_start: date('term_start').notNull(),
    term_end: date('term_end').notNull(),
    auto_renew: boolean('auto_renew').notNull().default(true),
    status: text('status', { enum: NCE_STATUSES }).notNull().default('active'),
    batches: jsonb('batches').$type<SeatBatch[]>().notNull(),
    scheduled: jsonb('scheduled').$type<NextTermChange | null>(),
    created_at: createdAt(),
  },
  (t) => [index('ms_sandbox_subscriptions_customer_idx').on(t.customer_id)],
)

/** A user of a sandbox tenant (Graph) with the SKUs (Graph skuId) assigned to it. */
export const msSandboxUsers = pgTable(
  'ms_sandbox_users',
  {
    id: uuidKey(),
    customer_id: requiredRef('customer_id', () => msSandboxCustomers.id),
    user_principal_name: text('user_principal_name').notNull(),
    display_name: text('display_name').notNull(),
    usage_location: text('usage_location'),
    licenses: text('licenses').array().notNull().default(sql`'{}'::text[]`),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('ms_sandbox_users_upn_key').on(t.customer_id, t.user_principal_name)],
)
