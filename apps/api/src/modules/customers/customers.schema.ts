import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { companyRef, timestamps, timestamptz, uuidKey, version } from '../../db/schema/platform.ts'

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
    version: version(),
    ...timestamps,
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
    version: version(),
    ...timestamps,
  },
  (t) => [index('locations_company_idx').on(t.company_id, t.name)],
)

/** Services a company has; each service area (hosting, domains, Microsoft ...) adds its own details. */
export const services = pgTable(
  'services',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    type: text('type').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    disk_usage_bytes: bigint('disk_usage_bytes', { mode: 'number' }),
    traffic_usage_bytes: bigint('traffic_usage_bytes', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [index('services_company_idx').on(t.company_id, t.type)],
)
