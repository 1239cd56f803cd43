import type { Ticket, TicketListQuery } from '@portico/contracts'
import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompanyFilter } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { companies, services, tickets, users } from '../../db/schema/index.ts'
import { BadRequest } from '../../lib/errors.ts'

export type TicketRow = typeof tickets.$inferSelect

/** Tickets of the companies the caller may see: staff everything under their provider, users their own. */
export function visibleTickets(ctx: Pick<RequestContext, 'visibleRoots'>): SQL {
  if (ctx.visibleRoots === null) return sql`true`
  return sql`${tickets.company_id} in (select ${companies.id} from ${companies} where ${visibleCompanyFilter(ctx.visibleRoots)})`
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const nameOfUser = (column: unknown) =>
  sql<string | null>`(select u.display_name from ${users} u where u.id = ${column})`

/**
 * Names come from scalar subqueries rather than joins: the planner then has one table to order, which
 * keeps planning (not execution) from dominating a 25-row page.
 */
const columns = {
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

function joined(db: Db, keys: SortKey[] = []) {
  const values = keys.length
    ? sql.join(
        keys.map((k) => sql`${k.column}::text`),
        sql`, `,
      )
    : sql``
  return db.select({ ...columns, sort_values: sql<string[]>`array[${values}]::text[]` }).from(tickets)
}

type SortKey = { column: SQL; type: 'timestamptz' | 'int' | 'text' }
const key = (column: unknown, type: SortKey['type']): SortKey => ({ column: sql`${column}`, type })

/**
 * Each sort is a list of plain columns plus the id, so an index can serve it and the keyset condition is
 * a row comparison. Work order is priority, then the resolution due time.
 */
const SORTS: Record<TicketListQuery['sort'], { keys: SortKey[]; desc: boolean }> = {
  updated: { keys: [key(tickets.last_update_at, 'timestamptz')], desc: true },
  number: { keys: [key(tickets.number, 'int')], desc: true },
  priority: {
    keys: [key(tickets.priority, 'text'), key(tickets.resolution_due_at, 'timestamptz')],
    desc: false,
  },
  due: { keys: [key(tickets.resolution_due_at, 'timestamptz')], desc: false },
}

type Cursor = { v: (string | null)[]; id: string }
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url')
function decodeCursor(raw: string, size: number): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString()) as Cursor
    if (typeof c.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(c.id)) throw new Error('bad id')
    if (!Array.isArray(c.v) || c.v.length !== size || c.v.some((v) => typeof v !== 'string' || v.length > 64))
      throw new Error('bad value')
    return c
  } catch {
    throw new BadRequest('The cursor is not valid; start from the first page.', [
      { field: 'cursor', message: 'invalid' },
    ])
  }
}

function listConditions(ctx: RequestContext, q: TicketListQuery): SQL[] {
  const conditions: SQL[] = [visibleTickets(ctx)]
  if (q.view === 'open') conditions.push(ne(tickets.status, 'closed') as SQL)
  if (q.view === 'closed') conditions.push(eq(tickets.status, 'closed') as SQL)
  if (q.status) conditions.push(eq(tickets.status, q.status) as SQL)
  if (q.priority) conditions.push(eq(tickets.priority, q.priority) as SQL)
  if (q.assignee === 'none') conditions.push(sql`${tickets.assignee_id} is null`)
  else if (q.assignee === 'me') conditions.push(eq(tickets.assignee_id, ctx.user.id) as SQL)
  else if (q.assignee) conditions.push(eq(tickets.assignee_id, q.assignee) as SQL)
  if (q.company) conditions.push(eq(tickets.company_id, q.company) as SQL)
  if (q.q) {
    const term = q.q.replace(/^#/, '')
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const byNumber = /^\d{1,9}$/.test(term) ? sql` or ${tickets.number} = ${Number(term)}` : sql``
    conditions.push(
      sql`(lower(${tickets.subject}) like ${pattern} or ${tickets.company_id} in (select c.id from ${companies} c where lower(c.name) like ${pattern})${byNumber})`,
    )
  }
  return conditions
}

/** One keyset page of tickets (the same function serves the route and the benchmark's bare route). */
export async function listTickets(db: Db, ctx: RequestContext, q: TicketListQuery) {
  const sort = SORTS[q.sort]
  const conditions = listConditions(ctx, q)
  const columnsOf = sql.join([...sort.keys.map((k) => k.column), sql`${tickets.id}`], sql`, `)
  if (q.cursor) {
    const c = decodeCursor(q.cursor, sort.keys.length)
    const values = sql.join(
      [...sort.keys.map((k, i) => sql`${c.v[i]}::${sql.raw(k.type)}`), sql`${c.id}::uuid`],
      sql`, `,
    )
    conditions.push(sort.desc ? sql`(${columnsOf}) < (${values})` : sql`(${columnsOf}) > (${values})`)
  }
  const direction = sql.raw(sort.desc ? 'desc' : 'asc')
  const order = sql.join(
    [...sort.keys.map((k) => sql`${k.column} ${direction}`), sql`${tickets.id} ${direction}`],
    sql`, `,
  )
  const rows = await joined(db, sort.keys)
    .where(and(...conditions))
    .orderBy(order)
    .limit(q.limit + 1)
  const page = rows.slice(0, q.limit)
  const last = page.at(-1)
  return {
    data: page.map(toTicket),
    next_cursor:
      rows.length > q.limit && last ? encodeCursor({ v: last.sort_values, id: last.row.id }) : null,
  }
}

export async function findTicket(db: Db, ctx: RequestContext, id: string): Promise<Ticket | undefined> {
  const [row] = await joined(db).where(and(eq(tickets.id, id), visibleTickets(ctx)))
  return row ? toTicket(row) : undefined
}

export async function findTicketRow(db: Db, ctx: RequestContext, id: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), visibleTickets(ctx)))
  return row
}

/** Tickets that are not closed, for the menu badge. */
export async function countOpenTickets(db: Db, ctx: RequestContext): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(visibleTickets(ctx), ne(tickets.status, 'closed')))
  return Number(row?.n ?? 0)
}
