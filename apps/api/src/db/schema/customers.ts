import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from './platform.ts'

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** Gapless counters (customer numbers now, document numbers later): UPDATE ... RETURNING in the writing transaction. */
export const counters = pgTable(
  'counters',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    series: text('series').notNull(),
    period: integer('period').notNull().default(0),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.series, t.period] })],
)

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
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
    archived_at: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('contacts_company_idx').on(t.company_id, t.full_name)],
)

export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    street: text('street'),
    postal_code: text('postal_code'),
    city: text('city'),
    country: text('country'),
    contact_id: uuid('contact_id').references(() => contacts.id),
    notes: text('notes'),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('locations_company_idx').on(t.company_id, t.name)],
)

/** Services a company has; each service area (hosting, domains, Microsoft ...) adds its own details. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    disk_usage_bytes: bigint('disk_usage_bytes', { mode: 'number' }),
    traffic_usage_bytes: bigint('traffic_usage_bytes', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [index('services_company_idx').on(t.company_id, t.type)],
)

/** Mail adapter's outbox: every message, sent by SMTP when configured, readable by staff either way. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id').references(() => companies.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** [{ filename, content_type, base64 }] */
    attachments: jsonb('attachments'),
    status: text('status', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.created_at)],
)

/** Invitations of company users: a one-time link to set a password (embedded IdP). */
export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  token_hash: text('token_hash').notNull().unique(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  account_id: uuid('account_id'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
