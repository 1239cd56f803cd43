import { TICKET_STATUSES } from '@portico/contracts'
import { TICKET_LEVELS, TICKET_PRIORITIES } from '@portico/domain'
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { bytes, createdAt, requiredRef, timestamptz, uuidKey, version, versioned } from '../../db/columns.ts'
import { companyKey, companyRef, userRef } from '../../db/schema/platform.ts'
import { serviceRef } from '../customers/customers.schema.ts'

/** Support tickets between a company's users and the provider's staff. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuidKey(),
    number: integer('number').notNull(),
    provider_id: companyRef('provider_id'),
    company_id: companyRef('company_id'),
    requester_id: userRef('requester_id').notNull(),
    service_id: serviceRef(),
    subject: text('subject').notNull(),
    impact: text('impact', { enum: TICKET_LEVELS }).notNull(),
    urgency: text('urgency', { enum: TICKET_LEVELS }).notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    priority_overridden: boolean('priority_overridden').notNull().default(false),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    assignee_id: userRef('assignee_id'),
    first_response_due_at: timestamptz('first_response_due_at'),
    resolution_due_at: timestamptz('resolution_due_at'),
    first_responded_at: timestamptz('first_responded_at'),
    closed_at: timestamptz('closed_at'),
    last_update_at: timestamptz('last_update_at').notNull().defaultNow(),
    last_update_by: userRef('last_update_by'),
    ...versioned,
  },
  (t) => [
    index('tickets_company_status_idx').on(t.company_id, t.status, t.last_update_at),
    index('tickets_provider_status_idx').on(t.provider_id, t.status, t.priority, t.id),
    // The list's keyset sorts (latest activity; work order), so a page reads a few index entries.
    index('tickets_last_update_idx').on(t.last_update_at, t.id),
    index('tickets_priority_due_idx').on(t.priority, t.resolution_due_at, t.id),
    // The header search's "subject holds the words" (pg_trgm, created in migration 0003).
    // Without a pending list (fastupdate off): PGlite has no autovacuum to flush it (migration 0035).
    index('tickets_subject_trgm_idx')
      .using('gin', sql`lower(${t.subject}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
)

/** Conversation: customer and staff messages; internal notes are for staff only. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuidKey(),
    ticket_id: requiredRef('ticket_id', () => tickets.id),
    author_id: userRef('author_id'),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticket_id, t.created_at)],
)

/** Files in the file store (platform.files) under random keys; the original name is kept here only. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuidKey(),
    ticket_id: requiredRef('ticket_id', () => tickets.id),
    message_id: uuid('message_id').references(() => ticketMessages.id),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: bytes('size_bytes').notNull(),
    storage_key: text('storage_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticket_id)],
)

export const cannedReplies = pgTable('canned_replies', {
  id: uuidKey(),
  provider_id: companyRef('provider_id'),
  title: text('title').notNull(),
  body: text('body').notNull(),
  created_at: createdAt(),
})

/** Priority matrix, SLA targets per priority and business hours, per provider. */
export const supportSettings = pgTable('support_settings', {
  provider_id: companyKey('provider_id'),
  priority_matrix: jsonb('priority_matrix').notNull(),
  sla_minutes: jsonb('sla_minutes').notNull(),
  business_hours: jsonb('business_hours').notNull(),
  version: version(),
})
