import { bigint, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { bytes, createdAt, timestamptz, updatedAt } from '../columns.ts'

/**
 * Request counters shared by every instance (lib/rateLimit.ts): one row per key (`user:<id>`,
 * `writes:<id>`, `company:<id>`, `login-ip:<address>` ...), a fixed window plus the previous window's
 * count for a sliding estimate. UNLOGGED (migration 0009): counters need no crash safety. No index
 * but the key, and room on each page (fillfactor), so every bump is a HOT update that PostgreSQL
 * (and PGlite, which has no autovacuum) prunes in place instead of growing the table and index.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  /** floor(epoch ms / window length): which window `hits` belongs to. */
  window_index: bigint('window_index', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
  previous: integer('previous').notNull().default(0),
  /** The limit in force at the last claim, and how many requests that claim took (lib/rateLimit.ts). */
  limit_max: integer('limit_max').notNull(),
  claimed: integer('claimed').notNull(),
  expires_at: timestamptz('expires_at').notNull(),
})

/** Failed sign-ins per e-mail address (normalised), whether or not an account has that address. */
export const loginLockouts = pgTable('login_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  locked_until: timestamptz('locked_until'),
  updated_at: updatedAt(),
})

/**
 * What a company has stored against a quota (lib/quota.ts): `feedback` per UTC day (period = days
 * since 1970), `attachments` in total (period 0). Charged in the same transaction as the insert.
 */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    company_id: uuid('company_id').notNull(),
    kind: text('kind', { enum: ['feedback', 'attachments'] }).notNull(),
    period: integer('period').notNull(),
    items: integer('items').notNull().default(0),
    bytes: bytes('bytes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.kind, t.period] })],
)

/**
 * Every public address the embedded IdP has issued tokens under (issuer and audience), so that a new
 * PUBLIC_URL, or several instances with different ones, keep accepting each other's tokens.
 */
export const idpIssuers = pgTable('idp_issuers', {
  issuer: text('issuer').primaryKey(),
  audience: text('audience').notNull(),
  created_at: createdAt(),
  last_started_at: timestamptz('last_started_at').notNull().defaultNow(),
})
