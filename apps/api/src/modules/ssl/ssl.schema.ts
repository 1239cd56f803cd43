import { SSL_CERTIFICATE_STATUSES, SSL_PERIODS, SSL_VALIDATION_TYPES } from '@portico/contracts'
import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { cartItemId, createdAt, requiredRef, timestamptz, uuidKey, versioned } from '../../db/columns.ts'
import { companyRef, tenantRecordColumns } from '../../db/schema/platform.ts'
import { catalogProducts } from '../catalog/catalog.schema.ts'
import { serviceRef } from '../customers/customers.schema.ts'
import { domains } from '../domains/domains.schema.ts'

/**
 * An SSL product the provider sells: the catalogue product (category ssl) that carries its prices
 * per subscription period, plus what only a certificate product has.
 */
export const sslProducts = pgTable(
  'ssl_products',
  {
    id: uuidKey(),
    provider_id: companyRef('provider_id'),
    product_id: requiredRef('product_id', () => catalogProducts.id),
    /** The CA's product code (Realtime Register's `product`), e.g. sectigo_positivessl. */
    ca_product: text('ca_product').notNull(),
    brand: text('brand').notNull(),
    validation: text('validation', { enum: SSL_VALIDATION_TYPES }).notNull(),
    wildcard: boolean('wildcard').notNull().default(false),
    max_sans: integer('max_sans').notNull(),
    included_sans: integer('included_sans').notNull().default(0),
    /** Subscription periods allowed, in months. */
    periods: integer('periods').array().notNull(),
    ...versioned,
  },
  (t) => [uniqueIndex('ssl_products_code_key').on(t.provider_id, t.ca_product)],
)

/**
 * A customer's certificate subscription: what was ordered (names, CSR, validation per name), the
 * service that bills it, and the current certificate the CA issued within it.
 */
export const sslCertificates = pgTable(
  'ssl_certificates',
  {
    ...tenantRecordColumns(),
    domain_id: requiredRef('domain_id', () => domains.id),
    ssl_product_id: requiredRef('ssl_product_id', () => sslProducts.id),
    /** Set when the order's provisioning claims this request for its service. */
    service_id: serviceRef(),
    /** The cart line the request became (until it is ordered). */
    cart_item_id: cartItemId(),
    period: text('period', { enum: SSL_PERIODS }).notNull(),
    common_name: text('common_name').notNull(),
    sans: text('sans').array().notNull().default(sql`'{}'::text[]`),
    /** The last CSR: reissues before each certificate ends use it again. */
    csr: text('csr').notNull(),
    /** [{ name, method, email }] */
    dcv: jsonb('dcv').notNull(),
    status: text('status', { enum: SSL_CERTIFICATE_STATUSES }).notNull(),
    authority: text('authority').notNull(),
    /** The CA's process still running (request or reissue). */
    process_id: text('process_id'),
    process_action: text('process_action', { enum: ['REQUEST', 'REISSUE'] }),
    /** The CA's certificate id. */
    ca_certificate_id: text('ca_certificate_id'),
    /** The CA's answer: the certificate, then its chain (PEM). */
    certificate_pem: text('certificate_pem'),
    /** The running process's validations as the CA last reported them ([DcvStatus]). */
    validations: jsonb('validations').notNull().default(sql`'[]'::jsonb`),
    serial: text('serial'),
    fingerprint: text('fingerprint'),
    not_before: timestamptz('not_before'),
    not_after: timestamptz('not_after'),
    subscription_end: date('subscription_end'),
    error: text('error'),
    ...versioned,
  },
  (t) => [
    index('ssl_certificates_company_idx').on(t.company_id, t.common_name),
    uniqueIndex('ssl_certificates_service_key').on(t.service_id),
    index('ssl_certificates_not_after_idx').on(t.not_after),
  ],
)

/** The sandbox CA's own signing key and root certificate, one per database, made at first use. */
export const sslSandboxAuthority = pgTable('ssl_sandbox_authority', {
  id: text('id').primaryKey(),
  /** PKCS#8, base64. */
  private_key: text('private_key').notNull(),
  certificate_pem: text('certificate_pem').notNull(),
  created_at: createdAt(),
})

/*
 * The sandbox CA's state (the CA as the sandbox plays it): the platform's, not a tenant's, like the
 * sandbox registry: it stands for one Realtime Register account.
 */

/** The sandbox CA's processes: a request or reissue waiting for its validations. */
export const sslSandboxProcesses = pgTable('ssl_sandbox_processes', {
  id: text('id').primaryKey(),
  action: text('action', { enum: ['REQUEST', 'REISSUE', 'RENEW'] }).notNull(),
  status: text('status').notNull(),
  product: text('product').notNull(),
  period: integer('period').notNull(),
  domain_name: text('domain_name').notNull(),
  san: text('san').array().notNull().default(sql`'{}'::text[]`),
  csr: text('csr').notNull(),
  /** The CA certificate a reissue replaces, or the one the request made. */
  certificate_id: text('certificate_id'),
  error: text('error'),
  created_at: createdAt(),
})

/** Domain control validation per name of a sandbox process. */
export const sslSandboxValidations = pgTable(
  'ssl_sandbox_validations',
  {
    id: uuidKey(),
    process_id: text('process_id')
      .notNull()
      .references(() => sslSandboxProcesses.id, { onDelete: 'cascade' }),
    common_name: text('common_name').notNull(),
    type: text('type', { enum: ['DNS', 'EMAIL', 'FILE'] }).notNull(),
    email: text('email'),
    /** The random value to publish (DNS TXT, file content). */
    token: text('token').notNull(),
    status: text('status', { enum: ['WAITING', 'VALID'] }).notNull(),
    /** E-mail and file: the simulated approval comes after a delay. */
    completes_at: timestamptz('completes_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('ssl_sandbox_validations_name_key').on(t.process_id, t.common_name)],
)

/** Certificates the sandbox CA issued. */
export const sslSandboxCertificates = pgTable('ssl_sandbox_certificates', {
  id: text('id').primaryKey(),
  product: text('product').notNull(),
  domain_name: text('domain_name').notNull(),
  san: text('san').array().notNull().default(sql`'{}'::text[]`),
  csr: text('csr').notNull(),
  certificate_pem: text('certificate_pem').notNull(),
  status: text('status', { enum: ['ACTIVE', 'REVOKED', 'REISSUED', 'EXPIRED'] }).notNull(),
  start_date: timestamptz('start_date').notNull(),
  expiry_date: timestamptz('expiry_date').notNull(),
  subscription_end_date: date('subscription_end_date').notNull(),
  created_at: createdAt(),
})

/** One reissue per certificate and day it was due: the daily job's unique effect across instances. */
export const sslRenewalRuns = pgTable(
  'ssl_renewal_runs',
  {
    certificate_id: requiredRef('certificate_id', () => sslCertificates.id, { onDelete: 'cascade' }),
    /** The end of the certificate the reissue replaces. */
    replaces_not_after: timestamptz('replaces_not_after').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('ssl_renewal_runs_key').on(t.certificate_id, t.replaces_not_after)],
)
