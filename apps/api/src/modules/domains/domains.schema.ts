import { DOMAIN_RENEWAL_STATES, DOMAIN_STATUSES, TLD_KINDS } from '@portico/contracts'
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  createdAt,
  money,
  requiredRef,
  timestamps,
  timestamptz,
  updatedAt,
  uuidKey,
  version,
  versioned,
} from '../../db/columns.ts'
import { companyRef } from '../../db/schema/platform.ts'
import { catalogProducts } from '../catalog/catalog.schema.ts'
import { serviceRecordColumns } from '../customers/customers.schema.ts'

/**
 * A TLD the provider sells: the catalogue product (category domains.tld) that carries its register
 * and renew prices per year count, plus what only a TLD has.
 */
export const domainTlds = pgTable(
  'domain_tlds',
  {
    id: uuidKey(),
    provider_id: companyRef('provider_id'),
    product_id: requiredRef('product_id', () => catalogProducts.id),
    /** Without the dot, lower case: nl, com, co.uk. */
    tld: text('tld').notNull(),
    kind: text('kind', { enum: TLD_KINDS }).notNull(),
    auth_code_required: boolean('auth_code_required').notNull().default(true),
    /** Registry features: DNSSEC, PRIVACY_PROTECT, TRANSFER_LOCK, RESTORE … */
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    grace_days: integer('grace_days').notNull(),
    redemption_days: integer('redemption_days').notNull(),
    pending_delete_days: integer('pending_delete_days').notNull(),
    /** [{ currency, price_minor }]: what restoring from redemption or quarantine costs. */
    restore_prices: jsonb('restore_prices').notNull().default(sql`'[]'::jsonb`),
    /** The most a premium name may cost to register, in the product's first currency; null: none sold. */
    premium_cap_minor: integer('premium_cap_minor'),
    ...versioned,
  },
  (t) => [
    uniqueIndex('domain_tlds_provider_tld_key').on(t.provider_id, t.tld),
    uniqueIndex('domain_tlds_product_key').on(t.product_id),
    check(
      'domain_tlds_days_check',
      sql`${t.grace_days} >= 0 and ${t.redemption_days} >= 0 and ${t.pending_delete_days} >= 0`,
    ),
  ],
)

/** A contact handle of a company, reusable as registrant, admin, tech or billing contact. */
export const domainContacts = pgTable(
  'domain_contacts',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    /** The handle at the registrar (unique in the registrar account). */
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    organization: text('organization'),
    address_lines: text('address_lines').array().notNull(),
    postal_code: text('postal_code').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    country: text('country').notNull(),
    email: text('email').notNull(),
    /** E.164a: +31.301234567. */
    voice: text('voice').notNull(),
    fax: text('fax'),
    /** Registry extras by registry: { sidn: { legalForm: 'BV' } }. */
    properties: jsonb('properties').notNull().default(sql`'{}'::jsonb`),
    ...versioned,
  },
  (t) => [
    uniqueIndex('domain_contacts_handle_key').on(t.handle),
    index('domain_contacts_company_idx').on(t.company_id),
  ],
)

const contactRef = (name: string) => uuid(name).references(() => domainContacts.id)

/** A domain name of a company, as the portal knows it; the registrar holds the registry's truth. */
export const domains = pgTable(
  'domains',
  {
    /** service_id: the service that bills it (renewals through recurring billing). */
    ...serviceRecordColumns(),
    /** ASCII (punycode), lower case, without the final dot. */
    name: text('name').notNull(),
    tld: text('tld').notNull(),
    status: text('status', { enum: DOMAIN_STATUSES }).notNull(),
    registrar: text('registrar').notNull(),
    /** The registrar's process still running for it (registration, transfer, renewal …). */
    process_id: text('process_id'),
    expires_on: date('expires_on'),
    /** The portal invoices the renewal before expiry; the registrar's own auto-renew stays off. */
    auto_renew: boolean('auto_renew').notNull().default(true),
    transfer_lock: boolean('transfer_lock').notNull().default(true),
    dnssec: boolean('dnssec').notNull().default(false),
    nameservers: text('nameservers').array().notNull().default(sql`'{}'::text[]`),
    registrant_id: contactRef('registrant_id'),
    admin_id: contactRef('admin_id'),
    tech_id: contactRef('tech_id'),
    billing_id: contactRef('billing_id'),
    /** The last failure, in the registrar's words. */
    error: text('error'),
    ...versioned,
  },
  (t) => [
    // A name is held once; an ended one (transferred away, cancelled, failed) may come back.
    uniqueIndex('domains_live_name_key')
      .on(t.provider_id, t.name)
      .where(sql`${t.status} not in ('transferred_away', 'cancelled', 'failed')`),
    index('domains_company_idx').on(t.company_id, t.name),
    index('domains_expiry_idx').on(t.expires_on),
  ],
)

/** A domain's DNS zone, edited and validated as a whole (one version for the zone). */
export const domainZones = pgTable('domain_zones', {
  domain_id: uuid('domain_id')
    .primaryKey()
    .references(() => domains.id, { onDelete: 'cascade' }),
  /** [{ name, type, content, ttl, priority }] */
  records: jsonb('records').notNull().default(sql`'[]'::jsonb`),
  version: version(),
  updated_at: updatedAt(),
})

/**
 * A domain's renewal of one term, keyed by the expiry date it renews from: paid through an invoice
 * (the recurring run's renewal, or a restore's own invoice), then done at the registrar once. The key
 * (domain, term) is what makes a renewal happen once however often the paid-invoice job runs, and a
 * restore of a term is that term's renewal (registries restore with a year's renewal). States:
 * invoiced (a restore waiting for payment), paid (to do at the registrar), running (a registrar
 * process), completed, failed (in the registrar's words), awaiting_restore (the renewal is paid but
 * the name is past its grace: a restore is needed).
 */
export const domainRenewals = pgTable(
  'domain_renewals',
  {
    id: uuidKey(),
    domain_id: requiredRef('domain_id', () => domains.id),
    term_start: date('term_start').notNull(),
    kind: text('kind', { enum: ['renew', 'restore'] }).notNull(),
    status: text('status', { enum: DOMAIN_RENEWAL_STATES }).notNull(),
    months: integer('months').notNull(),
    /** What the customer pays for it, excluding VAT: the cap for what the registrar may charge. */
    price_minor: money('price_minor').notNull(),
    currency: text('currency').notNull(),
    /** The invoice that pays it. */
    document_id: uuid('document_id'),
    process_id: text('process_id'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('domain_renewals_term_key').on(t.domain_id, t.term_start),
    index('domain_renewals_document_idx').on(t.document_id),
  ],
)

/** Expiry reminders sent: one per domain, expiry date and stage (days before), whatever runs twice. */
export const domainReminders = pgTable(
  'domain_reminders',
  {
    domain_id: requiredRef('domain_id', () => domains.id),
    expires_on: date('expires_on').notNull(),
    days_before: integer('days_before').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('domain_reminders_key').on(t.domain_id, t.expires_on, t.days_before)],
)

/** Nameservers, a DNS template and contacts that a registration starts from. */
export const domainPresets = pgTable(
  'domain_presets',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    name: text('name').notNull(),
    nameservers: text('nameservers').array().notNull().default(sql`'{}'::text[]`),
    dns_template: jsonb('dns_template').notNull().default(sql`'[]'::jsonb`),
    registrant_id: contactRef('registrant_id'),
    admin_id: contactRef('admin_id'),
    tech_id: contactRef('tech_id'),
    billing_id: contactRef('billing_id'),
    ...versioned,
  },
  (t) => [uniqueIndex('domain_presets_company_name_key').on(t.company_id, t.name)],
)

/*
 * The sandbox registrar's own state (the registry as the sandbox plays it): what it has registered,
 * its contact handles, its processes that complete later, and its notifications to poll.
 */
export const registrySandboxDomains = pgTable('registry_sandbox_domains', {
  name: text('name').primaryKey(),
  registrant: text('registrant').notNull(),
  contacts: jsonb('contacts').notNull().default(sql`'[]'::jsonb`),
  ns: text('ns').array().notNull().default(sql`'{}'::text[]`),
  status: text('status').array().notNull().default(sql`'{OK}'::text[]`),
  auth_code: text('auth_code').notNull(),
  auto_renew: boolean('auto_renew').notNull().default(false),
  premium: boolean('premium').notNull().default(false),
  expires_on: date('expires_on').notNull(),
  created_at: createdAt(),
})

export const registrySandboxContacts = pgTable('registry_sandbox_contacts', {
  handle: text('handle').primaryKey(),
  contact: jsonb('contact').notNull(),
  created_at: createdAt(),
})

export const registrySandboxProcesses = pgTable(
  'registry_sandbox_processes',
  {
    id: text('id').primaryKey(),
    action: text('action').notNull(),
    domain_name: text('domain_name').notNull(),
    status: text('status').notNull(),
    /** What the process does when it completes (the registration's contacts, period, auth code …). */
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    complete_at: timestamptz('complete_at').notNull(),
    error: text('error'),
    created_at: createdAt(),
  },
  (t) => [index('registry_sandbox_processes_open_idx').on(t.complete_at).where(sql`${t.status} = 'RUNNING'`)],
)

export const registrySandboxNotifications = pgTable('registry_sandbox_notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  type: text('type').notNull(),
  message: text('message').notNull(),
  process_id: text('process_id'),
  domain_name: text('domain_name'),
  acked_at: timestamptz('acked_at'),
  created_at: createdAt(),
})
