import type { CreateTicketMessageBody, TicketMessage } from '@portico/contracts'
import { CreateTicketMessageBodySchema } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { Forbidden, NotFound } from '../../lib/errors.ts'
import { notifyStaff } from '../notifications/notifications.service.ts'
import { listAttachmentRows } from './attachments.repository.ts'
import { toAttachment } from './attachments.service.ts'
import { insertMessage, listMessageRows } from './messages.repository.ts'
import { queueTicketMail } from './support.mail.ts'
import { supportTexts } from './support.texts.ts'
import { type TicketRow, updateTicketRow } from './tickets.repository.ts'
import { getTicketRow } from './tickets.service.ts'

/** Staff see the whole conversation; everyone else never sees an internal note or its files. */
export async function listMessages(ctx: RequestContext, ticketId: string): Promise<TicketMessage[]> {
  const ticket = await getTicketRow(ctx, ticketId)
  const rows = await listMessageRows(ctx, ticket, ctx.isStaff)
  const files = await listAttachmentRows(
    ctx,
    ticket.id,
    rows.map((r) => r.message.id),
  )
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

/** An internal note: filed under the provider and mailed to the assignee (always staff) only. */
async function addNote(tx: RequestContext, ticket: TicketRow, body: string): Promise<string[]> {
  await audit(tx, {
    action: 'ticket.note_added',
    entity: 'ticket',
    entity_id: ticket.id,
    // Filed under the provider, so the customer's activity never shows that a note exists.
    company_id: ticket.provider_id,
  })
  const event = { kind: 'note', body, authorName: tx.user.display_name } as const
  return queueTicketMail(tx, ticket, event, [ticket.assignee_id], tx.user.id)
}

/**
 * A public reply: the ticket's last update. A customer's reopens it; a staff member's on an open
 * ticket puts the ball with the customer (waiting on customer), and the first one is the first response.
 */
async function addReply(
  tx: RequestContext,
  ticket: TicketRow,
  message: { id: string; body: string },
  now: Date,
) {
  const reopen = !tx.isStaff && ticket.status !== 'open'
  const waiting = tx.isStaff && ticket.status === 'open'
  const changes = {
    ...(reopen ? { status: 'open' as const, closed_at: null } : {}),
    ...(waiting ? { status: 'waiting_on_customer' as const } : {}),
    ...(tx.isStaff && !ticket.first_responded_at ? { first_responded_at: now } : {}),
  }
  const row = await updateTicketRow(tx, { id: ticket.id, changes, now })
  if (!row) throw new NotFound(supportTexts.ticketNotFound)
  await audit(tx, {
    action: reopen ? 'ticket.reopened' : 'ticket.replied',
    entity: 'ticket',
    entity_id: ticket.id,
    company_id: ticket.company_id,
    after: {
      message_id: message.id,
      ...(reopen ? { status: 'open' } : waiting ? { status: 'waiting_on_customer' } : {}),
    },
  })
  const event = { kind: 'reply', body: message.body, authorName: tx.user.display_name } as const
  if (!tx.isStaff)
    await notifyStaff(tx, {
      event: 'ticket_customer_reply',
      key: `ticket_customer_reply:${message.id}`,
      companyId: ticket.company_id,
      subject: `#${ticket.number} ${ticket.subject}`,
      target: { kind: 'ticket', id: ticket.id },
      actorId: tx.user.id,
      // The assignee has the reply by mail already (below): the bell only.
      mailed: row.assignee_id ? [row.assignee_id] : [],
    })
  return queueTicketMail(tx, row, event, [row.requester_id, row.assignee_id], tx.user.id)
}

/** A reply or (staff) an internal note; a note changes nothing the customer can see. */
export async function addMessage(
  ctx: RequestContext,
  input: { ticketId: string } & CreateTicketMessageBody,
): Promise<TicketMessage> {
  const body = CreateTicketMessageBodySchema.parse({ body: input.body, internal: input.internal })
  if (body.internal && !ctx.isStaff) throw new Forbidden(supportTexts.notesAreForStaff)
  const ticket = await getTicketRow(ctx, input.ticketId)
  const now = new Date()
  const { id } = await ctx.transaction(async (tx) => {
    const values = { ticket_id: ticket.id, body: body.body, internal: body.internal, created_at: now }
    const message = await insertMessage(tx, values)
    const mails = body.internal
      ? await addNote(tx, ticket, body.body)
      : await addReply(tx, ticket, message, now)
    return { id: message.id, mails }
  })
  const created = (await listMessages(ctx, ticket.id)).find((m) => m.id === id)
  if (!created) throw new NotFound()
  return created
}
