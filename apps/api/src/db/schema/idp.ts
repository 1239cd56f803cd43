import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz, uuidKey } from '../columns.ts'

/** Accounts of the embedded identity provider. The API itself only knows `users`. */
export const idpAccounts = pgTable('idp_accounts', {
  id: uuidKey(),
  email: text('email').notNull().unique(),
  password_hash: text('password_hash'),
  display_name: text('display_name').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  locale: text('locale'),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  disabled_at: timestamptz('disabled_at'),
  created_at: createdAt(),
})

/**
 * Two-factor sign-in of an embedded-IdP account (decision 0018): the TOTP secret encrypted with the
 * `idp_two_factor_key` secret, on once `enabled_at` is set; the last accepted time step (a code is
 * accepted once), and the SHA-256 hashes of the unused recovery codes.
 */
export const idpTwoFactor = pgTable('idp_two_factor', {
  account_id: uuid('account_id')
    .primaryKey()
    .references(() => idpAccounts.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabled_at: timestamptz('enabled_at'),
  last_step: bigint('last_step', { mode: 'number' }),
  recovery_codes: text('recovery_codes').array().notNull().default(sql`'{}'::text[]`),
  created_at: createdAt(),
})

/** oidc-provider's storage: sessions, grants, codes, tokens, interactions. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grant_id: text('grant_id'),
    user_code: text('user_code'),
    uid: text('uid'),
    expires_at: timestamptz('expires_at'),
    consumed_at: timestamptz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grant_id),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expires_at),
  ],
)

/**
 * Where and when each sign-in session was made and last used (issue 27, item 3), by its grant: what
 * the user's "Your sessions" list shows. A session ended (its grant gone) drops out of the list.
 */
export const idpSignIns = pgTable(
  'idp_sign_ins',
  {
    id: uuidKey(),
    grant_id: text('grant_id').notNull().unique(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    user_agent: text('user_agent'),
    ip: text('ip'),
    signed_in_at: timestamptz('signed_in_at').notNull().defaultNow(),
    last_seen_at: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('idp_sign_ins_account_idx').on(t.account_id)],
)

/**
 * "Forgot password" (issue 27, item 4): a one-time link per request, kept as the SHA-256 of its
 * token, valid 30 minutes, used once; using it sets the password and ends every session.
 */
export const idpPasswordResets = pgTable(
  'idp_password_resets',
  {
    id: uuidKey(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => idpAccounts.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('idp_password_resets_account_idx').on(t.account_id)],
)

/** Signing keys and cookie secrets, created once, shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  created_at: createdAt(),
})
