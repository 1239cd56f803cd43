import { pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, requiredRef, timestamptz, uuidKey } from '../../db/columns.ts'
import { users } from '../../db/schema/platform.ts'

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
