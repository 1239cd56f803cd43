import type { OutboxMessage } from '@portico/contracts'
import { desc, eq, ne } from 'drizzle-orm'
import type { MailAttachment, MailMessage, StoredMail } from '../../adapters/mail.ts'
import type { RequestContext } from '../../auth/context.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { findRow, insertRow } from '../../lib/sql.ts'

type Row = typeof mailOutbox.$inferSelect
const toMessage = (r: Row): OutboxMessage => ({
  id: r.id,
  from_name: r.from_name,
  to: r.to,
  subject: r.subject,
  text: r.text,
  status: r.status,
  error: r.error,
  created_at: r.created_at.toISOString(),
  sent_at: r.sent_at?.toISOString() ?? null,
})

/** The latest 200 messages. The outbox is the portal's own mail log: staff read all of it (staff-only routes). */
export async function listOutbox(ctx: RequestContext): Promise<OutboxMessage[]> {
  const rows = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.created_at)).limit(200)
  return rows.map(toMessage)
}

export async function findOutboxMessage(ctx: RequestContext, id: string): Promise<OutboxMessage | undefined> {
  const row = await findRow(ctx.db, mailOutbox, eq(mailOutbox.id, id))
  return row && toMessage(row)
}

/** Stores a message (in the caller's transaction) and returns its id. */
export async function insertOutbox(ctx: RequestContext, message: MailMessage): Promise<string> {
  const row = await insertRow(ctx.db, mailOutbox, {
    from_name: message.fromName ?? null,
    to: message.to,
    subject: message.subject,
    text: message.text,
    company_id: message.companyId ?? null,
    attachments: message.attachments ?? null,
  })
  return row.id
}

/** A stored message that has not been sent yet, ready to hand to the mail server. */
export async function unsentMail(ctx: RequestContext, id: string): Promise<StoredMail | undefined> {
  const row = await findRow(ctx.db, mailOutbox, eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent'))
  if (!row) return undefined
  const attachments = (row.attachments as MailAttachment[] | null) ?? []
  return {
    id: row.id,
    fromName: row.from_name,
    to: row.to,
    subject: row.subject,
    text: row.text,
    attachments,
  }
}

/** Records the outcome of one delivery attempt. */
export async function markOutbox(
  ctx: RequestContext,
  id: string,
  outcome: { status: 'stored' | 'sent' | 'failed'; error: string | null },
): Promise<void> {
  const sentAt = outcome.status === 'sent' ? new Date() : null
  await ctx.db
    .update(mailOutbox)
    .set({ status: outcome.status, error: outcome.error, sent_at: sentAt })
    .where(eq(mailOutbox.id, id))
}
