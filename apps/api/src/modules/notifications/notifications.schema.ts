import { STAFF_NOTIFICATION_EVENTS } from '@portico/contracts'
import { boolean, index, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, requiredRef, timestamptz, uuidKey } from '../../db/columns.ts'
import { companyRef, users } from '../../db/schema/platform.ts'

/**
 * The portal's bell (issue 26 item 6): one row per person told of one event. `event_key` names the
 * event (`ticket_created:<id>` …): the fan-out job writes each person's row once, however often it
 * runs, and mails them only when it wrote it (a mail-only choice keeps its row with `in_app` false).
 * `company_id` is the customer the event concerns; the text is written by the reader's SPA.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidKey(),
    user_id: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    company_id: companyRef('company_id'),
    event: text('event', { enum: STAFF_NOTIFICATION_EVENTS }).notNull(),
    event_key: text('event_key').notNull(),
    subject: text('subject').notNull(),
    link: text('link').notNull(),
    in_app: boolean('in_app').notNull(),
    created_at: createdAt(),
    read_at: timestamptz('read_at'),
  },
  (t) => [
    unique('notifications_user_event_key').on(t.user_id, t.event_key),
    index('notifications_user_idx').on(t.user_id, t.in_app, t.read_at),
  ],
)
