import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { memberships, users } from '../../db/schema/index.ts'
import { findRow, insertRow } from '../../lib/sql.ts'
import { ticketMessages } from './support.schema.ts'
import { type TicketRow, visibleTicketId } from './tickets.repository.ts'

export type MessageRow = typeof ticketMessages.$inferSelect

/**
 * A ticket's conversation, oldest first, with each author's name and whether they are the provider's
 * staff (a member of the ticket's provider, or a super-admin). Internal notes only when asked for.
 */
export async function listMessageRows(
  ctx: RequestContext,
  ticket: Pick<TicketRow, 'id' | 'provider_id'>,
  withInternal: boolean,
) {
  return ctx.db
    .select({
      message: ticketMessages,
      author_name: users.display_name,
      author_is_staff: sql<boolean>`(exists (select 1 from ${memberships} m where m.user_id = ${ticketMessages.author_id} and m.company_id = ${ticket.provider_id}) or coalesce('super-admin' = any(${users.roles}), false))`,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.author_id))
    .where(
      and(
        eq(ticketMessages.ticket_id, ticket.id),
        visibleTicketId(ctx, ticketMessages.ticket_id),
        withInternal ? undefined : eq(ticketMessages.internal, false),
      ),
    )
    .orderBy(asc(ticketMessages.created_at), asc(ticketMessages.id))
}

/** One message of a ticket the caller may see. */
export async function findMessage(
  ctx: RequestContext,
  ticketId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  return findRow(
    ctx.db,
    ticketMessages,
    eq(ticketMessages.id, messageId),
    eq(ticketMessages.ticket_id, ticketId),
    visibleTicketId(ctx, ticketMessages.ticket_id),
  )
}

export async function insertMessage(
  ctx: RequestContext,
  values: { ticket_id: string; body: string; internal: boolean; created_at: Date },
): Promise<MessageRow> {
  return insertRow(ctx.db, ticketMessages, { ...values, author_id: ctx.user.id })
}

/** Who is to be mailed about a ticket: address, language and whether the account is disabled. */
export async function findRecipients(ctx: RequestContext, userIds: string[]) {
  if (userIds.length === 0) return []
  return ctx.db
    .select({ id: users.id, email: users.email, locale: users.locale, disabled_at: users.disabled_at })
    .from(users)
    .where(inArray(users.id, userIds))
}
