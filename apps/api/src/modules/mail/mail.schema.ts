import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz, uuidKey } from '../../db/columns.ts'
import { companies } from '../../db/schema/platform.ts'

/** Mail adapter's outbox: every message, sent by SMTP when configured, readable by staff either way. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidKey(),
    company_id: uuid('company_id').references(() => companies.id),
    /** The sender's display name (the addressee's brand); null sends MAIL_FROM as configured. */
    from_name: text('from_name'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** [{ filename, content_type, file_key }] (a file in the file store) or [{ filename, content_type, base64 }] */
    attachments: jsonb('attachments'),
    status: text('status', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    error: text('error'),
    created_at: createdAt(),
    sent_at: timestamptz('sent_at'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.created_at)],
)
