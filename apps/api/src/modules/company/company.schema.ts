import { NOTIFICATION_EVENTS } from '@portico/contracts'
import { pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, requiredRef, timestamptz, uuidKey } from '../../db/columns.ts'
import { companies, users } from '../../db/schema/platform.ts'

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
    event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
    channel: text('channel', { enum: ['email', 'none'] }).notNull(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('notification_preferences_key').on(t.company_id, t.user_id, t.event).nullsNotDistinct()],
)
