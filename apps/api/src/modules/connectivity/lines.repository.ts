import { and, asc, desc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import {
  claimOwnedByCartLine,
  findOwnedOfService,
  findWithCompany,
  listOfOwnedParents,
  listWithCompany,
} from '../../db/ownedRows.ts'
import { internetLineEvents, internetLines } from '../../db/schema/index.ts'
import type { ClaimByCartLine } from '../orders/provisioning/adapter.ts'

export type LineRow = typeof internetLines.$inferSelect
export type LineEventRow = typeof internetLineEvents.$inferSelect
export type FoundLine = { row: LineRow; company_name: string }

/** The lines of the caller's companies (of one company when given), newest first. */
export const listLineRows = (ctx: RequestContext, companyId?: string): Promise<FoundLine[]> =>
  listWithCompany(ctx, internetLines, { companyId, orderBy: [desc(internetLines.created_at)], limit: 500 })

export const findLineRow = (ctx: RequestContext, id: string): Promise<FoundLine | undefined> =>
  findWithCompany(ctx, internetLines, id)

/** The timelines of visible lines, oldest step first. */
export const listLineEvents = (ctx: RequestContext, lineIds: string[]): Promise<LineEventRow[]> =>
  listOfOwnedParents(
    ctx,
    internetLineEvents,
    { key: internetLineEvents.line_id, parent: internetLines },
    lineIds,
    asc(internetLineEvents.at),
  )

export async function insertLine(ctx: RequestContext, values: typeof internetLines.$inferInsert) {
  const [row] = await ctx.db.insert(internetLines).values(values).returning()
  if (!row) throw new Error('Internet line insert returned nothing')
  return row
}

/** Writes a visible line; with `from`, only while it still has that status (two followers write once). */
export async function setLine(
  ctx: RequestContext,
  id: string,
  values: Partial<typeof internetLines.$inferInsert>,
  from?: LineRow['status'],
): Promise<boolean> {
  const rows = await ctx.db
    .update(internetLines)
    .set(values)
    .where(
      and(
        eq(internetLines.id, id),
        ownedByVisibleCompany(ctx, internetLines.company_id),
        from ? eq(internetLines.status, from) : undefined,
      ),
    )
    .returning({ id: internetLines.id })
  return rows.length > 0
}

/** Notes a step of a visible line's timeline once (a second report of the same step is no new step). */
export async function recordLineEvent(
  ctx: RequestContext,
  event: { lineId: string; status: LineRow['status']; plannedDate: string | null; at: Date },
) {
  const line = await findLineRow(ctx, event.lineId)
  if (!line) return
  await ctx.db
    .insert(internetLineEvents)
    .values({ line_id: event.lineId, status: event.status, planned_date: event.plannedDate, at: event.at })
    .onConflictDoNothing()
}

export const findLineOfService = (ctx: RequestContext, serviceId: string) =>
  findOwnedOfService(ctx, internetLines, serviceId)

/**
 * Gives a service the line its order item's cart line was made for (the line keeps that cart line's
 * id until it is claimed). A second run finds it by service; a line whose cart line left is never claimed.
 */
export const claimLineForService = (ctx: RequestContext, claim: ClaimByCartLine) =>
  claimOwnedByCartLine(
    ctx,
    internetLines,
    claim,
    { cart_item_id: null },
    eq(internetLines.status, 'awaiting_order'),
  )
