import { and, asc, desc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { findWithCompany, listOfOwnedParents, listWithCompany } from '../../db/ownedRows.ts'
import { mobileSims, mobileSimTasks, mobileSimUsage } from '../../db/schema/index.ts'

export type SimRow = typeof mobileSims.$inferSelect
export type SimTaskRow = typeof mobileSimTasks.$inferSelect
export type SimUsageRow = typeof mobileSimUsage.$inferSelect
export type FoundSim = { row: SimRow; company_name: string }

/** The SIMs of the caller's companies (of one company when given), by number. */
export const listSimRows = (ctx: RequestContext, companyId?: string): Promise<FoundSim[]> =>
  listWithCompany(ctx, mobileSims, { companyId, orderBy: [asc(mobileSims.msisdn)], limit: 500 })

export const findSimRow = (ctx: RequestContext, id: string): Promise<FoundSim | undefined> =>
  findWithCompany(ctx, mobileSims, id)

/** A visible SIM with this ICCID (a swap must not take one in use). */
export async function findSimByIccid(ctx: RequestContext, iccid: string) {
  const [row] = await ctx.db
    .select({ id: mobileSims.id })
    .from(mobileSims)
    .where(and(eq(mobileSims.iccid, iccid), ownedByVisibleCompany(ctx, mobileSims.company_id)))
  return row
}

/** The use of visible SIMs per month, newest month first. */
export const listSimUsage = (ctx: RequestContext, simIds: string[]): Promise<SimUsageRow[]> =>
  listOfOwnedParents(
    ctx,
    mobileSimUsage,
    { key: mobileSimUsage.sim_id, parent: mobileSims },
    simIds,
    desc(mobileSimUsage.month),
  )

/** The changes asked for visible SIMs, newest first. */
export const listSimTasks = (ctx: RequestContext, simIds: string[]): Promise<SimTaskRow[]> =>
  listOfOwnedParents(
    ctx,
    mobileSimTasks,
    { key: mobileSimTasks.sim_id, parent: mobileSims },
    simIds,
    desc(mobileSimTasks.created_at),
    200,
  )

/** A change for a visible SIM; undefined when another is still pending (one at a time). */
export async function insertSimTask(ctx: RequestContext, values: typeof mobileSimTasks.$inferInsert) {
  if (!(await findSimRow(ctx, values.sim_id))) return undefined
  const [row] = await ctx.db.insert(mobileSimTasks).values(values).onConflictDoNothing().returning()
  return row
}

export async function findSimTask(ctx: RequestContext, id: string) {
  const [found] = await ctx.db
    .select({ task: mobileSimTasks })
    .from(mobileSimTasks)
    .innerJoin(mobileSims, eq(mobileSims.id, mobileSimTasks.sim_id))
    .where(and(eq(mobileSimTasks.id, id), ownedByVisibleCompany(ctx, mobileSims.company_id)))
  return found?.task
}

/** Ends a pending task (compare and set: of two followers, one ends it). False when it was not pending. */
export async function finishSimTask(
  ctx: RequestContext,
  id: string,
  values: Pick<SimTaskRow, 'status' | 'error' | 'completed_at'>,
): Promise<boolean> {
  const task = await findSimTask(ctx, id)
  if (!task) return false
  const rows = await ctx.db
    .update(mobileSimTasks)
    .set(values)
    .where(and(eq(mobileSimTasks.id, id), eq(mobileSimTasks.status, 'pending')))
    .returning({ id: mobileSimTasks.id })
  return rows.length > 0
}

export async function setSimTaskRequest(ctx: RequestContext, id: string, requestId: string) {
  if (!(await findSimTask(ctx, id))) return
  await ctx.db.update(mobileSimTasks).set({ request_id: requestId }).where(eq(mobileSimTasks.id, id))
}

export async function setSim(
  ctx: RequestContext,
  id: string,
  values: Partial<Pick<SimRow, 'state' | 'iccid' | 'data_limit_mb'>>,
) {
  await ctx.db
    .update(mobileSims)
    .set(values)
    .where(and(eq(mobileSims.id, id), ownedByVisibleCompany(ctx, mobileSims.company_id)))
}
