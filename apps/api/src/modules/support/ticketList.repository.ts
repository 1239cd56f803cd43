import type { TicketListQuery } from '@portico/contracts'
import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { companies } from '../../db/schema/index.ts'
import { BadRequest, platformTexts } from '../../lib/errors.ts'
import { tickets } from './support.schema.ts'
import { ticketColumns, toTicket } from './tickets.repository.ts'

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
    throw new BadRequest(platformTexts.invalidCursor, [{ field: 'cursor', message: 'invalid' }])
  }
}

function listConditions(ctx: RequestContext, q: TicketListQuery): SQL[] {
  const conditions: SQL[] = [ownedByVisibleCompany(ctx, tickets.company_id)]
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

/** One keyset page of the tickets the caller may see (the route and the benchmark's bare route). */
export async function listTickets(ctx: RequestContext, q: TicketListQuery) {
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
  const sortValues = sql.join(
    sort.keys.map((k) => sql`${k.column}::text`),
    sql`, `,
  )
  const rows = await ctx.db
    .select({ ...ticketColumns, sort_values: sql<string[]>`array[${sortValues}]::text[]` })
    .from(tickets)
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
