import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { bytes, money, timestamptz, uuidKey, versioned } from '../../db/columns.ts'
import { companies, companyRef, tenantRecordColumns } from '../../db/schema/platform.ts'

export const contacts = pgTable(
  'contacts',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    full_name: text('full_name').notNull(),
    job_title: text('job_title'),
    phone_number: text('phone_number'),
    phone_number_extension: text('phone_number_extension'),
    mobile_number: text('mobile_number'),
    email: text('email'),
    preferred_language: text('preferred_language', { enum: ['en', 'nl'] }),
    communication_method: text('communication_method', { enum: ['email', 'phone', 'mobile', 'post'] })
      .notNull()
      .default('email'),
    archived_at: timestamptz('archived_at'),
    ...versioned,
  },
  (t) => [index('contacts_company_idx').on(t.company_id, t.full_name)],
)

export const locations = pgTable(
  'locations',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    name: text('name').notNull(),
    street: text('street'),
    postal_code: text('postal_code'),
    city: text('city'),
    country: text('country'),
    contact_id: uuid('contact_id').references(() => contacts.id),
    notes: text('notes'),
    archived_at: timestamptz('archived_at'),
    ...versioned,
  },
  (t) => [index('locations_company_idx').on(t.company_id, t.name)],
)

/** Services a company has; each service area (hosting, domains, Microsoft ...) adds its own details. */
/**
 * One record per sold item (issue 11): what the customer has, what it pays per period, and how far
 * it has been invoiced. `next_due_date` is the start of the first period not invoiced yet; periods
 * are counted from `start_date` (month ends clamp), so invoicing never drifts.
 */
export const services = pgTable(
  'services',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    type: text('type').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['pending', 'active', 'suspended', 'cancelled', 'terminated'] })
      .notNull()
      .default('active'),
    disk_usage_bytes: bytes('disk_usage_bytes'),
    traffic_usage_bytes: bytes('traffic_usage_bytes'),
    product_id: uuid('product_id'),
    /** Who sells it to the customer: the provider, or the reseller above the customer. */
    seller_id: uuid('seller_id').references(() => companies.id),
    currency: text('currency').notNull().default('EUR'),
    /** once, P1M, P3M, P1Y, P2Y, P3Y; null: not billed by the portal (services kept elsewhere). */
    period: text('period'),
    /** What the customer pays its seller per period (options and quantity included). */
    price_minor: money('price_minor'),
    /** What a reseller pays the provider per period for it; null when the provider sells directly. */
    cost_minor: money('cost_minor'),
    /** A promotion's discount per period on `price_minor`, for `discount_periods` more periods (null: for good). */
    discount_minor: money('discount_minor').notNull().default(0),
    discount_periods: integer('discount_periods'),
    vat_rate_bp: integer('vat_rate_bp'),
    options: jsonb('options').notNull().default(sql`'[]'::jsonb`),
    start_date: date('start_date'),
    next_due_date: date('next_due_date'),
    /** The contract the sale made (copied from the product): minimum term in months, notice in days. */
    commitment_months: integer('commitment_months').notNull().default(0),
    notice_days: integer('notice_days').notNull().default(0),
    /** The service ends here (cancelled at the end of a period): no period from this date is invoiced. */
    cancel_at: date('cancel_at'),
    /** Why it is suspended: 'overdue' (the dunning run; lifted when paid) or 'staff'. */
    suspended_reason: text('suspended_reason'),
    ...versioned,
  },
  (t) => [
    index('services_company_idx').on(t.company_id, t.type),
    index('services_due_idx').on(t.next_due_date).where(sql`${t.next_due_date} is not null`),
  ],
)

/** The service a record is kept for (a domain, a VPS, a ticket's subject ...); null until there is one. */
export const serviceRef = () => uuid('service_id').references(() => services.id)

/**
 * The key and owners of a service area's record (a hosting account, a VPS, a domain ...) and its
 * service, set when the order's provisioning claims the record for it.
 */
export const serviceRecordColumns = () => ({ ...tenantRecordColumns(), service_id: serviceRef() })
