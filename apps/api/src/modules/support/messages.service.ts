import type { MultipartFile } from '@fastify/multipart'
import type { Attachment, CreateTicketMessageBody, TicketMessage } from '@portico/contracts'
import { ATTACHMENT_MAX_BYTES, CreateTicketMessageBodySchema } from '@portico/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { memberships, ticketAttachments, ticketMessages, tickets, users } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { AppError, BadRequest, Forbidden, NotFound } from '../../lib/errors.ts'
import { type AttachmentStore, checkFile, isPreviewable, safeFileName } from './files.ts'
import { deliverAll, queueTicketMail } from './support.mail.ts'
import { getTicketRow, type TicketDeps } from './tickets.service.ts'

export type MessageDeps = TicketDeps & { files: AttachmentStore }

type AttachmentRow = typeof ticketAttachments.$inferSelect
const toAttachment = (r: AttachmentRow): Attachment => ({
  id: r.id,
  message_id: r.message_id,
  file_name: r.file_name,
  content_type: r.content_type,
  size_bytes: r.size_bytes,
  previewable: isPreviewable(r.content_type),
  created_at: r.created_at.toISOString(),
})

/** Staff see the whole conversation; everyone else never sees an internal note or its files. */
export async function listMessages(
  deps: TicketDeps,
  ctx: RequestContext,
  ticketId: string,
): Promise<TicketMessage[]> {
  const ticket = await getTicketRow(deps, ctx, ticketId)
  const conditions = [eq(ticketMessages.ticket_id, ticket.id)]
  if (!ctx.isStaff) conditions.push(eq(ticketMessages.internal, false))
  const rows = await deps.db
    .select({
      message: ticketMessages,
      author_name: users.display_name,
      author_is_staff: sql<boolean>`(exists (select 1 from ${memberships} m where m.user_id = ${ticketMessages.author_id} and m.company_id = ${ticket.provider_id}) or coalesce('super-admin' = any(${users.roles}), false))`,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.author_id))
    .where(and(...conditions))
    .orderBy(asc(ticketMessages.created_at), asc(ticketMessages.id))
  const ids = rows.map((r) => r.message.id)
  const files = ids.length
    ? await deps.db
        .select()
        .from(ticketAttachments)
        .where(and(eq(ticketAttachments.ticket_id, ticket.id), inArray(ticketAttachments.message_id, ids)))
        .orderBy(asc(ticketAttachments.created_at))
    : []
  return rows.map(({ message, author_name, author_is_staff }) => ({
    id: message.id,
    ticket_id: message.ticket_id,
    author_id: message.author_id,
    author_name,
    author_is_staff: Boolean(author_is_staff),
    body: message.body,
    internal: message.internal,
    created_at: message.created_at.toISOString(),
    attachments: files.filter((f) => f.message_id === message.id).map(toAttachment),
  }))
}

/**
 * A reply or (staff) an internal note. A public reply is the ticket's last update; a customer's reopens
 * it, a staff member's first one is the first response. A note changes nothing the customer can see.
 */
export async function addMessage(
  deps: TicketDeps,
  ctx: RequestContext,
  ticketId: string,
  input: CreateTicketMessageBody,
): Promise<TicketMessage> {
  const body = CreateTicketMessageBodySchema.parse(input)
  if (body.internal && !ctx.isStaff)
    throw new Forbidden('Only the provider’s staff can write internal notes.')
  const ticket = await getTicketRow(deps, ctx, ticketId)
  const now = new Date()
  const { id, mails } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticket_id: ticket.id,
        author_id: ctx.user.id,
        body: body.body,
        internal: body.internal,
        created_at: now,
      })
      .returning()
    if (!message) throw new Error('message insert returned nothing')
    if (body.internal) {
      await audit(
        { ...ctx, db: tx },
        {
          action: 'ticket.note_added',
          entity: 'ticket',
          entity_id: ticket.id,
          // Filed under the provider, so the customer's activity never shows that a note exists.
          company_id: ticket.provider_id,
        },
      )
      const event = { kind: 'note', body: body.body, authorName: ctx.user.display_name } as const
      // Only the assignee (always staff) hears of a note; never the requester.
      const mails = await queueTicketMail(tx, deps, ticket, event, [ticket.assignee_id], ctx.user.id)
      return { id: message.id, mails }
    }
    const reopen = !ctx.isStaff && ticket.status !== 'open'
    const [row] = await tx
      .update(tickets)
      .set({
        last_update_at: now,
        last_update_by: ctx.user.id,
        updated_at: now,
        version: sql`${tickets.version} + 1`,
        ...(reopen ? { status: 'open' as const, closed_at: null } : {}),
        ...(ctx.isStaff && !ticket.first_responded_at ? { first_responded_at: now } : {}),
      })
      .where(eq(tickets.id, ticket.id))
      .returning()
    if (!row) throw new NotFound('Ticket not found.')
    await audit(
      { ...ctx, db: tx },
      {
        action: reopen ? 'ticket.reopened' : 'ticket.replied',
        entity: 'ticket',
        entity_id: ticket.id,
        company_id: ticket.company_id,
        after: { message_id: message.id, ...(reopen ? { status: 'open' } : {}) },
      },
    )
    const event = { kind: 'reply', body: body.body, authorName: ctx.user.display_name } as const
    const mails = await queueTicketMail(
      tx,
      deps,
      row,
      event,
      [row.requester_id, row.assignee_id],
      ctx.user.id,
    )
    return { id: message.id, mails }
  })
  await deliverAll(deps.db, deps.mailer, mails)
  const messages = await listMessages(deps, ctx, ticket.id)
  const created = messages.find((m) => m.id === id)
  if (!created) throw new NotFound()
  return created
}

/**
 * Stores uploaded files after checking each one's size and content type; all or nothing. With a
 * message id, the files belong to that message, which must be the caller's own.
 */
export async function addAttachments(
  deps: MessageDeps,
  ctx: RequestContext,
  ticketId: string,
  messageId: string | undefined,
  files: AsyncIterableIterator<MultipartFile>,
): Promise<Attachment[]> {
  const ticket = await getTicketRow(deps, ctx, ticketId)
  if (messageId) {
    const [message] = await deps.db
      .select()
      .from(ticketMessages)
      .where(and(eq(ticketMessages.id, messageId), eq(ticketMessages.ticket_id, ticket.id)))
    if (!message || (message.internal && !ctx.isStaff)) throw new NotFound('Message not found.')
    if (message.author_id !== ctx.user.id) throw new Forbidden('Files can only be added to your own message.')
  }
  const received: { name: string; type: string; content: Buffer }[] = []
  try {
    for await (const part of files) {
      const name = safeFileName(part.filename)
      let content: Buffer
      try {
        content = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            413,
            'file_too_large',
            `"${name}" is larger than ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB. Attach a smaller file or share it another way.`,
          )
        }
        throw error
      }
      received.push({ name, type: checkFile(name, content), content })
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError(413, 'too_many_files', 'Attach at most 10 files at a time.')
    throw error
  }
  if (received.length === 0)
    throw new BadRequest('Choose a file to attach.', [{ field: 'file', message: 'required' }])
  const keys: string[] = []
  try {
    for (const file of received) keys.push(await deps.files.put(file.content))
    const rows = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db
      const inserted = await tx
        .insert(ticketAttachments)
        .values(
          received.map((file, i) => ({
            ticket_id: ticket.id,
            message_id: messageId ?? null,
            file_name: file.name,
            content_type: file.type,
            size_bytes: file.content.length,
            storage_key: keys[i] ?? '',
          })),
        )
        .returning()
      await audit(
        { ...ctx, db: tx },
        {
          action: 'ticket.attachments_added',
          entity: 'ticket',
          entity_id: ticket.id,
          company_id: ticket.company_id,
          after: {
            files: inserted.map((r) => ({ id: r.id, file_name: r.file_name, size_bytes: r.size_bytes })),
          },
        },
      )
      return inserted
    })
    return rows.map(toAttachment)
  } catch (error) {
    for (const key of keys) await deps.files.remove(key)
    throw error
  }
}

/** One attachment's bytes, when the caller may see the ticket and (for a note's file) is staff. */
export async function readAttachment(
  deps: MessageDeps,
  ctx: RequestContext,
  ticketId: string,
  attachmentId: string,
) {
  const ticket = await getTicketRow(deps, ctx, ticketId)
  const [row] = await deps.db
    .select({ file: ticketAttachments, internal: ticketMessages.internal })
    .from(ticketAttachments)
    .leftJoin(ticketMessages, eq(ticketMessages.id, ticketAttachments.message_id))
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticket_id, ticket.id)))
  if (!row || (row.internal && !ctx.isStaff)) throw new NotFound('Attachment not found.')
  return { file: row.file, content: await deps.files.get(row.file.storage_key) }
}
