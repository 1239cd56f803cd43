import { PREFERENCE_CHANNELS, PREFERENCE_EVENTS } from '@portico/contracts'
import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, requiredRef, timestamptz, updatedAt, uuidKey, versioned } from '../../db/columns.ts'
import { companies, companyKey, users } from '../../db/schema/platform.ts'

/** Invitations of company users: a one-time link to set a password (embedded IdP). */
export const invitations = pgTable('invitations', {
  id: uuidKey(),
  token_hash: text('token_hash').notNull().unique(),
  user_id: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
  account_id: uuid('account_id'),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
  created_at: createdAt(),
})

/**
 * Who hears of what by e-mail: a company's default per event (user_id null) and each person's own
 * choice, which wins. No row: the portal's default (NOTIFICATION_DEFAULTS).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    company_id: requiredRef('company_id', () => companies.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    event: text('event', { enum: PREFERENCE_EVENTS }).notNull(),
    channel: text('channel', { enum: PREFERENCE_CHANNELS }).notNull(),
    updated_at: updatedAt(),
  },
  (t) => [unique('notification_preferences_key').on(t.company_id, t.user_id, t.event).nullsNotDistinct()],
)

/**
 * A provider's or reseller's white-label brand (issue 15): what its customers see in the portal,
 * on the sign-in page reached through its host name or `?brand=<slug>`, on their PDFs and in their
 * mail. The logo is a file in the file store (`logo_key`), PNG or JPEG checked by content.
 */
export const brands = pgTable('brands', {
  company_id: companyKey('company_id'),
  brand_name: text('brand_name').notNull(),
  base_theme: text('base_theme', {
    enum: ['default', 'amethyst', 'city', 'flat', 'modern', 'smooth'],
  })
    .notNull()
    .default('default'),
  primary_color: text('primary_color'),
  email_sender_name: text('email_sender_name'),
  invoice_footer: text('invoice_footer'),
  host_name: text('host_name').unique(),
  slug: text('slug').unique(),
  logo_key: text('logo_key'),
  logo_type: text('logo_type'),
  ...versioned,
})
