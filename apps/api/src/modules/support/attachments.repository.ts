import { and, asc, eq, gt, inArray, notLike } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { listRows } from '../../lib/sql.ts'
import { ticketAttachments, ticketMessages } from './support.schema.ts'
import { visibleTicketId } from './tickets.repository.ts'

export type AttachmentRow = typeof ticketAttachments.$inferSelect

/** The files of some of a ticket's messages, oldest first. */
export async function listAttachmentRows(
  ctx: RequestContext,
  ticketId: string,
  messageIds: string[],
): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return []
  const ofMessages = and(
    eq(ticketAttachments.ticket_id, ticketId),
    inArray(ticketAttachments.message_id, messageIds),
    visibleTicketId(ctx, ticketAttachments.ticket_id),
  )
  return listRows(ctx.db, ticketAttachments, ofMessages, asc(ticketAttachments.created_at))
}

/** One file of a ticket the caller may see, and whether it belongs to an internal note. */
export async function findAttachment(ctx: RequestContext, ticketId: string, attachmentId: string) {
  const [row] = await ctx.db
    .select({ file: ticketAttachments, internal: ticketMessages.internal })
    .from(ticketAttachments)
    .leftJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.message_id))
    .where(
      and(
        eq(ticketAttachments.id, attachmentId),
        eq(ticketAttachments.ticket_id, ticketId),
        visibleTicketId(ctx, ticketAttachments.ticket_id),
      ),
    )
  return row
}

export async function insertAttachments(
  ctx: RequestContext,
  rows: Omit<typeof ticketAttachments.$inferInsert, 'id' | 'created_at'>[],
): Promise<AttachmentRow[]> {
  return ctx.db.insert(ticketAttachments).values(rows).returning()
}

/** Attachments whose key is not in the file store's `attachments/` folder yet, after `afterId`, by id. */
export async function legacyAttachments(
  ctx: Pick<RequestContext, 'db'>,
  afterId: string | null,
  limit: number,
) {
  return ctx.db
    .select({
      id: ticketAttachments.id,
      storage_key: ticketAttachments.storage_key,
      content_type: ticketAttachments.content_type,
    })
    .from(ticketAttachments)
    .where(
      and(
        notLike(ticketAttachments.storage_key, 'attachments/%'),
        afterId === null ? undefined : gt(ticketAttachments.id, afterId),
      ),
    )
    .orderBy(asc(ticketAttachments.id))
    .limit(limit)
}

/** Records an attachment's new key while it still has the old one; false when another mover was first. */
export async function moveAttachmentKey(
  ctx: Pick<RequestContext, 'db'>,
  id: string,
  from: string,
  to: string,
) {
  const rows = await ctx.db
    .update(ticketAttachments)
    .set({ storage_key: to })
    .where(and(eq(ticketAttachments.id, id), eq(ticketAttachments.storage_key, from)))
    .returning({ id: ticketAttachments.id })
  return rows.length > 0
}
