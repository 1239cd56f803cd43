import { and, eq, max } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { vpsSandboxTasks, vpsSandboxVms } from '../../db/schema/index.ts'
import { findRow, lockRow } from '../../lib/sql.ts'

/*
 * The sandbox VPS platform's state. It is the platform's, not a tenant's: the sandbox stands for one
 * Proxmox cluster shared by every provider; the portal's own records (vps_instances) are what
 * tenants see.
 */

export type SandboxVmRow = typeof vpsSandboxVms.$inferSelect
export type SandboxVmTaskRow = typeof vpsSandboxTasks.$inferSelect

const vmIs = (node: string, vmid: number) => and(eq(vpsSandboxVms.node, node), eq(vpsSandboxVms.vmid, vmid))

export const sandboxVm = (ctx: RequestContext, node: string, vmid: number) =>
  findRow(ctx.db, vpsSandboxVms, vmIs(node, vmid))

/** The node's highest VM id (Proxmox's ids start at 100). */
export async function highestSandboxVmid(ctx: RequestContext, node: string) {
  const [row] = await ctx.db
    .select({ vmid: max(vpsSandboxVms.vmid) })
    .from(vpsSandboxVms)
    .where(eq(vpsSandboxVms.node, node))
  return row?.vmid ?? 99
}

export async function insertSandboxVm(ctx: RequestContext, row: typeof vpsSandboxVms.$inferInsert) {
  await ctx.db.insert(vpsSandboxVms).values(row).onConflictDoNothing()
}

export async function setSandboxVm(
  ctx: RequestContext,
  node: string,
  vmid: number,
  values: Partial<typeof vpsSandboxVms.$inferInsert>,
) {
  await ctx.db.update(vpsSandboxVms).set(values).where(vmIs(node, vmid))
}

export async function deleteSandboxVm(ctx: RequestContext, node: string, vmid: number) {
  await ctx.db.delete(vpsSandboxVms).where(vmIs(node, vmid))
}

/** The VM's task still running, if any (Proxmox holds a lock on the VM while one runs). */
export const runningSandboxVmTask = (ctx: RequestContext, node: string, vmid: number) =>
  findRow(
    ctx.db,
    vpsSandboxTasks,
    eq(vpsSandboxTasks.node, node),
    eq(vpsSandboxTasks.vmid, vmid),
    eq(vpsSandboxTasks.status, 'running'),
  )

export async function insertSandboxVmTask(ctx: RequestContext, row: typeof vpsSandboxTasks.$inferInsert) {
  await ctx.db.insert(vpsSandboxTasks).values(row)
}

export const sandboxVmTask = (ctx: RequestContext, upid: string) =>
  findRow(ctx.db, vpsSandboxTasks, eq(vpsSandboxTasks.upid, upid))

/** The task, locked for completing it (two workers complete it once). */
export const lockSandboxVmTask = (ctx: RequestContext, upid: string) =>
  lockRow(ctx.db, vpsSandboxTasks, eq(vpsSandboxTasks.upid, upid))

export async function finishSandboxVmTask(ctx: RequestContext, upid: string, exitstatus: string) {
  await ctx.db
    .update(vpsSandboxTasks)
    .set({ status: 'stopped', exitstatus })
    .where(and(eq(vpsSandboxTasks.upid, upid), eq(vpsSandboxTasks.status, 'running')))
}
