import { pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, uuidKey } from '../../db/columns.ts'
import { companies, userRef } from '../../db/schema/platform.ts'

export const feedback = pgTable('feedback', {
  id: uuidKey(),
  user_id: userRef('user_id'),
  company_id: uuid('company_id').references(() => companies.id),
  name: text('name'),
  email: text('email'),
  message: text('message').notNull(),
  url: text('url'),
  screenshot_png: text('screenshot_png'),
  created_at: createdAt(),
})
