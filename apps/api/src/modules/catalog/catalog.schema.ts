import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { money, requiredRef, timestamptz, updatedAt, uuidKey, versioned } from '../../db/columns.ts'
import { companyRef } from '../../db/schema/platform.ts'

/** A product of a provider's catalogue. Options (with their prices) are read and written with it. */
export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: uuidKey(),
    provider_id: companyRef('provider_id'),
    code: text('code').notNull(),
    name_en: text('name_en').notNull(),
    name_nl: text('name_nl').notNull(),
    description_en: text('description_en'),
    description_nl: text('description_nl'),
    category: text('category').notNull(),
    type: text('type').notNull(),
    adapter: text('adapter').notNull().default('sandbox'),
    vat_rate_bp: integer('vat_rate_bp').notNull(),
    visibility: text('visibility').notNull().default('public'),
    /** The contract a sale makes: the minimum term in months (0: one billing period) and the notice. */
    commitment_months: integer('commitment_months').notNull().default(0),
    notice_days: integer('notice_days').notNull().default(0),
    /** Configurable options: [{ kind, code, names, required, choices | min/max/step, prices }]. */
    options: jsonb('options').notNull().default(sql`'[]'::jsonb`),
    /** The distributor product it was imported from (the cloud marketplace's MPN), if any. */
    marketplace_mpn: text('marketplace_mpn'),
    archived_at: timestamptz('archived_at'),
    ...versioned,
  },
  (t) => [
    uniqueIndex('catalog_products_provider_code_key').on(t.provider_id, t.code),
    uniqueIndex('catalog_products_provider_mpn_key').on(t.provider_id, t.marketplace_mpn),
    index('catalog_products_category_idx').on(t.provider_id, t.category, t.code),
    check('catalog_products_visibility_check', sql`${t.visibility} in ('public', 'hidden', 'retired')`),
  ],
)

/** The provider's price of a product per currency and period (the purchase price for a reseller). */
export const catalogPrices = pgTable(
  'catalog_prices',
  {
    product_id: requiredRef('product_id', () => catalogProducts.id),
    currency: text('currency').notNull(),
    period: text('period').notNull(),
    price_minor: money('price_minor').notNull(),
    setup_minor: money('setup_minor').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.currency, t.period] }),
    check('catalog_prices_amounts_check', sql`${t.price_minor} >= 0 and ${t.setup_minor} >= 0`),
  ],
)

/** A reseller's sale price of a product; its customers see only these, never the purchase price. */
export const catalogResellerPrices = pgTable(
  'catalog_reseller_prices',
  {
    company_id: companyRef('company_id'),
    product_id: requiredRef('product_id', () => catalogProducts.id),
    currency: text('currency').notNull(),
    period: text('period').notNull(),
    price_minor: money('price_minor').notNull(),
    setup_minor: money('setup_minor').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.product_id, t.currency, t.period] })],
)

export const catalogPromotions = pgTable(
  'catalog_promotions',
  {
    id: uuidKey(),
    provider_id: companyRef('provider_id'),
    /** Stored upper case: codes compare case-insensitively. */
    code: text('code').notNull(),
    description: text('description'),
    kind: text('kind').notNull(),
    percent_bp: integer('percent_bp'),
    amounts: jsonb('amounts').notNull().default(sql`'[]'::jsonb`),
    periods: integer('periods'),
    product_ids: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    starts_on: date('starts_on'),
    ends_on: date('ends_on'),
    max_uses: integer('max_uses'),
    once_per_customer: boolean('once_per_customer').notNull().default(false),
    active: boolean('active').notNull().default(true),
    archived_at: timestamptz('archived_at'),
    ...versioned,
  },
  (t) => [uniqueIndex('catalog_promotions_provider_code_key').on(t.provider_id, t.code)],
)

/** One use of a promotion by a company (written by the orders slice when an order is placed). */
export const catalogPromotionUses = pgTable(
  'catalog_promotion_uses',
  {
    id: uuidKey(),
    promotion_id: requiredRef('promotion_id', () => catalogPromotions.id),
    company_id: companyRef('company_id'),
    /** What used it (an order id), so one order counts once. */
    reference: text('reference').notNull(),
    used_at: timestamptz('used_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_promotion_uses_reference_key').on(t.promotion_id, t.reference),
    index('catalog_promotion_uses_company_idx').on(t.promotion_id, t.company_id),
  ],
)
