import type { Ticket } from '@portico/contracts'
import { type AnyColumn, and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany, visibleCompany } from '../../auth/visibility.ts'
import { companies, services, users } from '../../db/schema/index.ts'
import { nextNumber } from '../../lib/counters.ts'
import { findRow, insertRow, updateAtVersion } from '../../lib/sql.ts'
import { ticketMessages, tickets } from './support.schema.ts'

export type TicketRow = typeof tickets.$inferSelect
export type CompanyRow = typeof companies.$inferSelect

/** A condition on any column holding a ticket id: the ticket belongs to a company the caller may see. */
export function visibleTicketId(ctx: RequestContext, ticketIdColumn: AnyColumn): SQL {
  if (ctx.visibleRoots === null) return sql`true`
  return sql`${ticketIdColumn} in (select ${tickets.id} from ${tickets} where ${ownedByVisibleCompany(ctx, tickets.company_id)})`
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const nameOfUser = (column: unknown) =>
  sql<string | null>`(select u.display_name from ${users} u where u.id = ${column})`

/**
 * Names come from scalar subqueries rather than joins: the planner then has one table to order, which
 * keeps planning (not execution) from dominating a 25-row page.
 */
export const ticketColumns = {
  row: tickets,
  company_name: sql<string | null>`(select c.name from ${companies} c where c.id = ${tickets.company_id})`,
  requester_name: nameOfUser(tickets.requester_id),
  assignee_name: nameOfUser(tickets.assignee_id),
  updater_name: nameOfUser(tickets.last_update_by),
  service_name: sql<string | null>`(select s.name from ${services} s where s.id = ${tickets.service_id})`,
}
type Joined = {
  row: TicketRow
  company_name: string | null
  requester_name: string | null
  assignee_name: string | null
  updater_name: string | null
  service_name: string | null
}

export function toTicket(r: Joined): Ticket {
  const t = r.row
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    company_id: t.company_id,
    company_name: r.company_name ?? '',
    requester_id: t.requester_id,
    requester_name: r.requester_name,
    service_id: t.service_id,
    service_name: r.service_name,
    impact: t.impact,
    urgency: t.urgency,
    priority: t.priority,
    priority_overridden: t.priority_overridden,
    status: t.status,
    assignee_id: t.assignee_id,
    assignee_name: r.assignee_name,
    first_response_due_at: iso(t.first_response_due_at),
    resolution_due_at: iso(t.resolution_due_at),
    first_responded_at: iso(t.first_responded_at),
    closed_at: iso(t.closed_at),
    last_update_at: t.last_update_at.toISOString(),
    last_update_by_name: r.updater_name,
    version: t.version,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  }
}

export async function findTicket(ctx: RequestContext, id: string): Promise<Ticket | undefined> {
  const [row] = await ctx.db
    .select(ticketColumns)
    .from(tickets)
    .where(and(eq(tickets.id, id), ownedByVisibleCompany(ctx, tickets.company_id)))
  return row ? toTicket(row) : undefined
}

export async function findTicketRow(ctx: RequestContext, id: string): Promise<TicketRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), ownedByVisibleCompany(ctx, tickets.company_id)))
  return row
}

/** Tickets that are not closed, for the menu badge. */
export async function countOpenTickets(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(ownedByVisibleCompany(ctx, tickets.company_id), ne(tickets.status, 'closed')))
  return Number(row?.n ?? 0)
}

/** A company the caller may see and open tickets for (not archived). */
export async function findTicketCompany(ctx: RequestContext, id: string): Promise<CompanyRow | undefined> {
  return findRow(ctx.db, companies, eq(companies.id, id), isNull(companies.archived_at), visibleCompany(ctx))
}

export async function isServiceOf(
  ctx: RequestContext,
  serviceId: string,
  companyId: string,
): Promise<boolean> {
  const row = await findRow(
    ctx.db,
    services,
    eq(services.id, serviceId),
    eq(services.company_id, companyId),
    ownedByVisibleCompany(ctx, services.company_id),
  )
  return Boolean(row)
}

export type NewTicket = Omit<typeof tickets.$inferInsert, 'id' | 'number'> & { provider_id: string }

/** Numbers the ticket in its provider's series (gapless, so inside the caller's transaction) and stores it with its first message. */
export async function insertTicket(
  ctx: RequestContext,
  values: NewTicket,
  message: string,
): Promise<TicketRow> {
  const number = await nextNumber(ctx, values.provider_id, 'ticket')
  const row = await insertRow(ctx.db, tickets, { ...values, number })
  await ctx.db
    .insert(ticketMessages)
    .values({ ticket_id: row.id, author_id: ctx.user.id, body: message, created_at: row.created_at })
  return row
}

export type TicketChanges = Partial<
  Pick<
    TicketRow,
    | 'impact'
    | 'urgency'
    | 'priority'
    | 'priority_overridden'
    | 'status'
    | 'assignee_id'
    | 'closed_at'
    | 'first_response_due_at'
    | 'resolution_due_at'
    | 'first_responded_at'
  >
>

/**
 * Records an update by the caller at `now`: the changes, the last update, a new version. With
 * `version`, only while the ticket still has it (undefined when stale).
 */
export async function updateTicketRow(
  ctx: RequestContext,
  update: { id: string; changes: TicketChanges; now: Date; version?: number },
): Promise<TicketRow | undefined> {
  const { id, changes, now, version } = update
  const visible = and(eq(tickets.id, id), ownedByVisibleCompany(ctx, tickets.company_id))
  const values = { ...changes, updated_at: now, last_update_at: now, last_update_by: ctx.user.id }
  const [row] = await updateAtVersion(ctx.db, tickets, version, visible, values)
  return row
}
