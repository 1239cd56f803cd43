import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, requiredRef, timestamps, timestamptz, uuidKey, versioned } from '../columns.ts'

/** A required reference to a company: the owner (company_id), its provider, issuer, customer ... */
export const companyRef = (name: string) => requiredRef(name, () => companies.id)

/**
 * The key and owners of a record a provider keeps for a company (a device, a line, a database ...):
 * the provider (`provider_id`) and the company that has it (`company_id`, the tenant wall's column).
 */
export const tenantRecordColumns = () => ({
  id: uuidKey(),
  provider_id: companyRef('provider_id'),
  company_id: companyRef('company_id'),
})

/** The key of a table with one row per company (its settings): that company's id. */
export const companyKey = (name: string) =>
  uuid(name)
    .primaryKey()
    .references(() => companies.id)

/** A reference to a user (author, assignee ...); optional unless made `.notNull()`. */
export const userRef = (name: string) => uuid(name).references(() => users.id)

export const companies = pgTable(
  'companies',
  {
    id: uuidKey(),
    kind: text('kind', { enum: ['provider', 'reseller', 'customer'] }).notNull(),
    name: text('name').notNull(),
    parent_id: uuid('parent_id').references((): AnyPgColumn => companies.id),
    /** Ids from the root down to this company itself: visibility is `lineage && roots` (GIN). */
    lineage: uuid('lineage').array().notNull(),
    /** The provider at the root of the tree: customer numbers are a sequence per provider. */
    provider_id: uuid('provider_id'),
    number: integer('number'),
    billing_email: text('billing_email'),
    phone: text('phone'),
    website: text('website'),
    vat_id: text('vat_id'),
    /** The last VIES check of vat_id, kept as proof: {status, checked_at, name, source}. */
    vat_check: jsonb('vat_check'),
    coc_number: text('coc_number'),
    language: text('language', { enum: ['en', 'nl'] })
      .notNull()
      .default('en'),
    currency: text('currency').notNull().default('EUR'),
    payment_terms_days: integer('payment_terms_days').notNull().default(14),
    notes: text('notes'),
    address_street: text('address_street'),
    address_postal_code: text('address_postal_code'),
    address_city: text('address_city'),
    address_country: text('address_country'),
    archived_at: timestamptz('archived_at'),
    ...versioned,
  },
  (t) => [
    uniqueIndex('companies_provider_number_key').on(t.provider_id, t.number),
    index('companies_kind_number_idx').on(t.kind, t.number, t.id),
    check('companies_kind_check', sql`${t.kind} in ('provider', 'reseller', 'customer')`),
    index('companies_parent_idx').on(t.parent_id),
    // GIN without a pending list: PGlite has no autovacuum to flush one, and every query scans it.
    index('companies_lineage_idx').using('gin', t.lineage).with({ fastupdate: false }),
  ],
)

/** People as the API knows them: keyed by the token's (issuer, subject), never by e-mail. */
export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    username: text('username').notNull(),
    display_name: text('display_name').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    locale: text('locale', { enum: ['en', 'nl'] }),
    /** Dark mode, colour theme, sidebar and header style, kept so they follow the user to another browser. */
    appearance: jsonb('appearance'),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    disabled_at: timestamptz('disabled_at'),
    last_seen_at: timestamptz('last_seen_at'),
    ...timestamps,
  },
  (t) => [unique('users_issuer_subject_key').on(t.issuer, t.subject), index('users_email_idx').on(t.email)],
)

export const memberships = pgTable(
  'memberships',
  {
    id: uuidKey(),
    user_id: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    company_id: companyRef('company_id'),
    role: text('role', { enum: ['admin', 'billing', 'technical', 'member'] }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    unique('memberships_user_company_key').on(t.user_id, t.company_id),
    index('memberships_company_idx').on(t.company_id),
  ],
)

/** Append-only: a trigger (migration 0001) refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidKey(),
    created_at: createdAt(),
    actor_user_id: uuid('actor_user_id'),
    company_id: uuid('company_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_company_created_idx').on(t.company_id, t.created_at),
    index('audit_log_created_idx').on(t.created_at),
  ],
)

/** Gapless counters (customer numbers now, document numbers later): UPDATE ... RETURNING in the writing transaction. */
export const counters = pgTable(
  'counters',
  {
    company_id: companyRef('company_id'),
    series: text('series').notNull(),
    period: integer('period').notNull().default(0),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.series, t.period] })],
)

/** Idempotency-Key records: the same key and body replay the stored response (security.md 21). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: uuid('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    request_hash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    response_status: integer('response_status'),
    response_body: jsonb('response_body'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] })],
)
