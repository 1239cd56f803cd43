import type { OutboxMessage } from '@portico/contracts'
import { desc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { mailOutbox } from '../../db/schema/index.ts'

type Row = typeof mailOutbox.$inferSelect
const toMessage = (r: Row): OutboxMessage => ({
  id: r.id,
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
  const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return row && toMessage(row)
}
