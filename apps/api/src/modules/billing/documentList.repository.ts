import type { DocumentListQuery } from '@portico/contracts'
import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { companies, documents } from '../../db/schema/index.ts'
import { BadRequest } from '../../lib/errors.ts'
import { openBalance } from './balance.repository.ts'
import { billingTexts } from './billing.texts.ts'
import { toSummary } from './documents.mapper.ts'
import {
  type DocumentRow,
  type DocumentSide,
  documentColumns,
  documentScope,
} from './documents.repository.ts'

const OPEN = sql`${documents.status} in ('issued', 'sent', 'partially_paid')`

/**
 * Documents in the caller's scope, newest first, keyset-paginated; with sums per currency over the
 * whole filter. Staff see their provider's documents including drafts; customers never see drafts.
 */
export async function listDocuments(
  ctx: RequestContext,
  q: DocumentListQuery,
  side: DocumentSide,
  today: string,
) {
  const { db } = ctx
  const conditions: (SQL | undefined)[] = [documentScope(ctx, side)]
  if (q.kind) conditions.push(eq(documents.kind, q.kind))
  if (q.customer_id) conditions.push(eq(documents.customer_id, q.customer_id))
  if (q.status === 'overdue')
    conditions.push(and(eq(documents.kind, 'invoice'), OPEN, sql`${documents.due_date} < ${today}`))
  else if (q.status === 'open') conditions.push(OPEN)
  else if (q.status) conditions.push(eq(documents.status, q.status))
  if (q.q) {
    const pattern = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      sql`(lower(coalesce(${documents.number}, '')) like ${pattern} or lower(${companies.name}) like ${pattern})`,
    )
  }
  const filter = and(...conditions)
  const page = [filter]
  if (q.cursor) {
    const [at, id] = Buffer.from(q.cursor, 'base64url').toString().split('|')
    if (!at || !id || Number.isNaN(Date.parse(at)))
      throw new BadRequest(billingTexts.invalidCursor, [{ field: 'cursor', message: 'invalid' }])
    page.push(sql`(${documents.created_at}, ${documents.id}) < (${at}::timestamptz, ${id}::uuid)`)
  }
  const rows = await db
    .select({
      row: documentColumns,
      customer_name: companies.name,
      at: sql<string>`${documents.created_at}::text`,
    })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.customer_id))
    .where(and(...page))
    .orderBy(desc(documents.created_at), desc(documents.id))
    .limit(q.limit + 1)
  const totals = await db
    .select({
      currency: documents.currency,
      total_minor: sql<number>`coalesce(sum(${documents.total_minor}), 0)::bigint`,
      balance_minor: sql<number>`coalesce(sum(case when ${documents.kind} = 'invoice' and ${OPEN} then ${openBalance} else 0 end), 0)::bigint`,
    })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.customer_id))
    .where(filter)
    .groupBy(documents.currency)
  const shown = rows.slice(0, q.limit)
  const last = shown.at(-1)
  return {
    data: shown.map((r) => toSummary(r.row as DocumentRow, r.customer_name, today)),
    next_cursor:
      rows.length > q.limit && last ? Buffer.from(`${last.at}|${last.row.id}`).toString('base64url') : null,
    totals: totals.map((t) => ({
      currency: t.currency,
      total_minor: Number(t.total_minor),
      balance_minor: Number(t.balance_minor),
    })),
  }
}
