import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema/platform.ts'

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
