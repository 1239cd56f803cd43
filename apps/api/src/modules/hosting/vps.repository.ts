import { and, asc, desc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import {
  findOwnedOfService,
  findWithProduct,
  listWithCompany,
  listWithProduct,
  type WithProduct,
} from '../../db/ownedRows.ts'
import { dedicatedServers, vpsInstances, vpsTasks, vpsTrafficSamples } from '../../db/schema/index.ts'
import { findRow } from '../../lib/sql.ts'

export type VpsRow = typeof vpsInstances.$inferSelect
export type VpsValues = Partial<typeof vpsInstances.$inferInsert>
export type VpsTaskRow = typeof vpsTasks.$inferSelect
export type VpsSampleRow = typeof vpsTrafficSamples.$inferSelect

/** A VPS with its company's name and its service's product, as the pages show it. */
export type FoundVps = WithProduct<VpsRow>

const visible = (ctx: RequestContext) => ownedByVisibleCompany(ctx, vpsInstances.company_id)
const taskVisible = (ctx: RequestContext) => ownedByVisibleCompany(ctx, vpsTasks.company_id)

/** The VPSes of the caller's companies (in scope). */
export const listVpsRows = (ctx: RequestContext): Promise<FoundVps[]> =>
  listWithProduct(ctx, vpsInstances, { orderBy: [asc(vpsInstances.name), asc(vpsInstances.id)], limit: 500 })

export const findVpsRow = (ctx: RequestContext, id: string): Promise<FoundVps | undefined> =>
  findWithProduct(ctx, vpsInstances, id)

export const findVpsOfService = (ctx: RequestContext, serviceId: string) =>
  findOwnedOfService(ctx, vpsInstances, serviceId)

export async function insertVps(ctx: RequestContext, values: typeof vpsInstances.$inferInsert) {
  const [row] = await ctx.db.insert(vpsInstances).values(values).onConflictDoNothing().returning()
  return row
}

export async function setVps(ctx: RequestContext, id: string, values: VpsValues) {
  await ctx.db
    .update(vpsInstances)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(vpsInstances.id, id), visible(ctx)))
}

/** The provider's VPSes the platform runs (active or suspended, placed): what the collector reads. */
export function vpsesToMeasure(ctx: RequestContext, providerId: string) {
  return ctx.db
    .select()
    .from(vpsInstances)
    .where(
      and(
        eq(vpsInstances.provider_id, providerId),
        inArray(vpsInstances.status, ['active', 'suspended']),
        isNotNull(vpsInstances.vmid),
        visible(ctx),
      ),
    )
    .orderBy(asc(vpsInstances.id))
}

/** Keeps the hour's reading; a reading of that hour already kept stays (a second run adds nothing). */
export async function insertTrafficSample(ctx: RequestContext, row: typeof vpsTrafficSamples.$inferInsert) {
  const rows = await ctx.db.insert(vpsTrafficSamples).values(row).onConflictDoNothing().returning()
  return rows.length > 0
}

/**
 * The readings of these VPSes from `since` on, oldest first, each VPS's last one before `since`
 * included (the base its first growth is counted from).
 */
export async function trafficSamples(ctx: RequestContext, vpsIds: string[], since: Date) {
  if (!vpsIds.length) return []
  const owned = and(inArray(vpsTrafficSamples.vps_id, vpsIds), visible(ctx))
  const base = ctx.db
    .selectDistinctOn([vpsTrafficSamples.vps_id], { sample: vpsTrafficSamples })
    .from(vpsTrafficSamples)
    .innerJoin(vpsInstances, eq(vpsInstances.id, vpsTrafficSamples.vps_id))
    .where(and(owned, lt(vpsTrafficSamples.hour, since)))
    .orderBy(vpsTrafficSamples.vps_id, desc(vpsTrafficSamples.hour))
  const after = ctx.db
    .select({ sample: vpsTrafficSamples })
    .from(vpsTrafficSamples)
    .innerJoin(vpsInstances, eq(vpsInstances.id, vpsTrafficSamples.vps_id))
    .where(and(owned, gte(vpsTrafficSamples.hour, since)))
    .orderBy(asc(vpsTrafficSamples.hour))
  const [before, rows] = await Promise.all([base, after])
  return [...before, ...rows].map((r) => r.sample)
}

/** Moves the traffic alert stage from what the caller read, only if no other run moved it first. */
export async function moveVpsAlertStage(ctx: RequestContext, id: string, from: number, stage: number) {
  const rows = await ctx.db
    .update(vpsInstances)
    .set({ traffic_alert: stage })
    .where(and(eq(vpsInstances.id, id), eq(vpsInstances.traffic_alert, from)))
    .returning({ id: vpsInstances.id })
  return rows.length > 0
}

export async function insertVpsTask(ctx: RequestContext, values: typeof vpsTasks.$inferInsert) {
  const [row] = await ctx.db.insert(vpsTasks).values(values).returning()
  if (!row) throw new Error('vps task not inserted')
  return row
}

export async function findVpsTask(ctx: RequestContext, vpsId: string, taskId: string) {
  const [row] = await ctx.db
    .select({ task: vpsTasks })
    .from(vpsTasks)
    .innerJoin(vpsInstances, eq(vpsInstances.id, vpsTasks.vps_id))
    .where(and(eq(vpsTasks.id, taskId), eq(vpsTasks.vps_id, vpsId), visible(ctx)))
  return row?.task
}

/** A task by id alone (the job's). */
export const vpsTaskById = (ctx: RequestContext, taskId: string) =>
  findRow(ctx.db, vpsTasks, eq(vpsTasks.id, taskId), taskVisible(ctx))

/** The VPS's latest tasks, newest first. */
export function recentVpsTasks(ctx: RequestContext, vpsId: string, limit = 5) {
  return ctx.db
    .select()
    .from(vpsTasks)
    .where(and(eq(vpsTasks.vps_id, vpsId), taskVisible(ctx)))
    .orderBy(desc(vpsTasks.started_at))
    .limit(limit)
}

export const runningVpsTask = (ctx: RequestContext, vpsId: string) =>
  findRow(ctx.db, vpsTasks, eq(vpsTasks.vps_id, vpsId), eq(vpsTasks.status, 'running'), taskVisible(ctx))

/** Updates a running task; false when it had ended already (another poll finished it). */
export async function setRunningVpsTask(ctx: RequestContext, id: string, values: Partial<VpsTaskRow>) {
  const rows = await ctx.db
    .update(vpsTasks)
    .set(values)
    .where(and(eq(vpsTasks.id, id), eq(vpsTasks.status, 'running'), taskVisible(ctx)))
    .returning({ id: vpsTasks.id })
  return rows.length > 0
}

/** The dedicated servers of the caller's companies (in scope). */
export const listDedicatedServerRows = (ctx: RequestContext) =>
  listWithCompany(ctx, dedicatedServers, { orderBy: [asc(dedicatedServers.name)], limit: 500 })
