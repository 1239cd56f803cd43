import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { listOfOwnedParents, listWithCompany } from '../../db/ownedRows.ts'
import { voipNumbers, voipPortEvents, voipPortRequests, voipTrunks } from '../../db/schema/index.ts'
import { findRow } from '../../lib/sql.ts'

export type PortRow = typeof voipPortRequests.$inferSelect
export type PortEventRow = typeof voipPortEvents.$inferSelect

/** The SIP trunks of the caller's companies (of one company when given). */
export const listTrunkRows = (ctx: RequestContext, companyId?: string) =>
  listWithCompany(ctx, voipTrunks, { companyId, orderBy: [asc(voipTrunks.name)], limit: 200 })

export const findTrunkRow = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, voipTrunks, eq(voipTrunks.id, id), ownedByVisibleCompany(ctx, voipTrunks.company_id))

/** The numbers of visible trunks (or those among `numbers` already connected anywhere visible). */
export async function listNumbers(ctx: RequestContext, by: { trunkIds?: string[]; numbers?: string[] }) {
  if (!by.trunkIds?.length && !by.numbers?.length) return []
  return ctx.db
    .select()
    .from(voipNumbers)
    .where(
      and(
        ownedByVisibleCompany(ctx, voipNumbers.company_id),
        by.trunkIds ? inArray(voipNumbers.trunk_id, by.trunkIds) : undefined,
        by.numbers ? inArray(voipNumbers.number, by.numbers) : undefined,
      ),
    )
    .orderBy(asc(voipNumbers.number))
}

const portsWithTrunk = (ctx: RequestContext) =>
  ctx.db
    .select({ row: voipPortRequests, trunk_name: voipTrunks.name })
    .from(voipPortRequests)
    .innerJoin(voipTrunks, eq(voipTrunks.id, voipPortRequests.trunk_id))

export async function listPortRows(ctx: RequestContext, companyId?: string) {
  return portsWithTrunk(ctx)
    .where(
      and(
        ownedByVisibleCompany(ctx, voipPortRequests.company_id),
        companyId ? eq(voipPortRequests.company_id, companyId) : undefined,
      ),
    )
    .orderBy(desc(voipPortRequests.created_at))
    .limit(200)
}

export async function findPortRow(ctx: RequestContext, id: string) {
  const [found] = await portsWithTrunk(ctx).where(
    and(eq(voipPortRequests.id, id), ownedByVisibleCompany(ctx, voipPortRequests.company_id)),
  )
  return found
}

export const listPortEvents = (ctx: RequestContext, ids: string[]): Promise<PortEventRow[]> =>
  listOfOwnedParents(
    ctx,
    voipPortEvents,
    { key: voipPortEvents.request_id, parent: voipPortRequests },
    ids,
    asc(voipPortEvents.at),
  )

/**
 * A port request with its numbers connected to the trunk as 'porting'. A number is on one trunk only:
 * `connected` is how many were free (fewer: some number is in use, the caller undoes the whole).
 */
export async function insertPort(ctx: RequestContext, values: typeof voipPortRequests.$inferInsert) {
  const [row] = await ctx.db.insert(voipPortRequests).values(values).returning()
  if (!row) throw new Error('Port request insert returned nothing')
  const connected = await ctx.db
    .insert(voipNumbers)
    .values(
      values.numbers.map((number) => ({
        trunk_id: values.trunk_id,
        company_id: values.company_id,
        number,
        status: 'porting' as const,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: voipNumbers.id })
  return { row, connected: connected.length }
}

/** Writes a visible port request while it still has status `from`; false when someone else moved it. */
export async function movePort(
  ctx: RequestContext,
  id: string,
  from: PortRow['status'],
  values: Partial<Pick<PortRow, 'status' | 'first_possible_date' | 'reason' | 'platform_id'>>,
): Promise<boolean> {
  const rows = await ctx.db
    .update(voipPortRequests)
    .set(values)
    .where(
      and(
        eq(voipPortRequests.id, id),
        eq(voipPortRequests.status, from),
        ownedByVisibleCompany(ctx, voipPortRequests.company_id),
      ),
    )
    .returning({ id: voipPortRequests.id })
  return rows.length > 0
}

export async function recordPortEvent(
  ctx: RequestContext,
  requestId: string,
  status: PortRow['status'],
  at: Date,
) {
  if (!(await findPortRow(ctx, requestId))) return
  await ctx.db.insert(voipPortEvents).values({ request_id: requestId, status, at }).onConflictDoNothing()
}

/** The numbers of a completed port become the trunk's; a blocked port frees them. */
export async function settleNumbers(ctx: RequestContext, port: PortRow, outcome: 'assigned' | 'released') {
  const mine = and(
    eq(voipNumbers.trunk_id, port.trunk_id),
    inArray(voipNumbers.number, port.numbers),
    ownedByVisibleCompany(ctx, voipNumbers.company_id),
  )
  if (outcome === 'assigned') await ctx.db.update(voipNumbers).set({ status: 'assigned' }).where(mine)
  else await ctx.db.delete(voipNumbers).where(and(mine, eq(voipNumbers.status, 'porting')))
}
