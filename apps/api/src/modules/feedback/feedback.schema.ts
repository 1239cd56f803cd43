import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies, users } from '../../db/schema/platform.ts'

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id').references(() => users.id),
  company_id: uuid('company_id').references(() => companies.id),
  name: text('name'),
  email: text('email'),
  message: text('message').notNull(),
  url: text('url'),
  screenshot_png: text('screenshot_png'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
