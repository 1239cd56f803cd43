import { and, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { hostingSandboxAccounts, hostingSandboxPackages, hostingSandboxTasks } from '../../db/schema/index.ts'
import { findRow, lockRow } from '../../lib/sql.ts'

/*
 * The sandbox panel's state. It is the platform's, not a tenant's: the sandbox stands for one panel
 * server shared by every provider, as a real DirectAdmin server is; the portal's own records
 * (hosting_accounts) are what tenants see.
 */

export type SandboxPanelTaskRow = typeof hostingSandboxTasks.$inferSelect
export type SandboxPanelPackageRow = typeof hostingSandboxPackages.$inferSelect

/** Puts the panel's packages in place once; a package already there keeps its limits. */
export async function ensureSandboxPackages(ctx: RequestContext, packages: SandboxPanelPackageRow[]) {
  await ctx.db.insert(hostingSandboxPackages).values(packages).onConflictDoNothing()
}

export function sandboxPackages(ctx: RequestContext) {
  return ctx.db.select().from(hostingSandboxPackages).orderBy(hostingSandboxPackages.name)
}

export const sandboxPackage = (ctx: RequestContext, name: string) =>
  findRow(ctx.db, hostingSandboxPackages, eq(hostingSandboxPackages.name, name))

export const sandboxAccount = (ctx: RequestContext, username: string) =>
  findRow(ctx.db, hostingSandboxAccounts, eq(hostingSandboxAccounts.username, username))

export const sandboxAccountByLoginKey = (ctx: RequestContext, key: string) =>
  findRow(ctx.db, hostingSandboxAccounts, eq(hostingSandboxAccounts.login_key, key))

export async function insertSandboxAccount(
  ctx: RequestContext,
  row: typeof hostingSandboxAccounts.$inferInsert,
) {
  await ctx.db.insert(hostingSandboxAccounts).values(row).onConflictDoNothing()
}

export async function setSandboxAccount(
  ctx: RequestContext,
  username: string,
  values: Partial<typeof hostingSandboxAccounts.$inferInsert>,
) {
  const rows = await ctx.db
    .update(hostingSandboxAccounts)
    .set(values)
    .where(eq(hostingSandboxAccounts.username, username))
    .returning({ username: hostingSandboxAccounts.username })
  return rows.length > 0
}

export async function deleteSandboxAccount(ctx: RequestContext, username: string) {
  await ctx.db.delete(hostingSandboxAccounts).where(eq(hostingSandboxAccounts.username, username))
}

/** The account's running task of this action, if one is under way (a repeated call joins it). */
export const runningSandboxTask = (
  ctx: RequestContext,
  username: string,
  action: SandboxPanelTaskRow['action'],
) =>
  findRow(
    ctx.db,
    hostingSandboxTasks,
    eq(hostingSandboxTasks.username, username),
    eq(hostingSandboxTasks.action, action),
    eq(hostingSandboxTasks.status, 'running'),
  )

export async function insertSandboxTask(ctx: RequestContext, row: typeof hostingSandboxTasks.$inferInsert) {
  await ctx.db.insert(hostingSandboxTasks).values(row)
}

/** The task, locked for completing it (two workers complete it once). */
export const lockSandboxTask = (ctx: RequestContext, id: string) =>
  lockRow(ctx.db, hostingSandboxTasks, eq(hostingSandboxTasks.id, id))

export const sandboxTask = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, hostingSandboxTasks, eq(hostingSandboxTasks.id, id))

export async function finishSandboxTask(ctx: RequestContext, id: string, error: string | null) {
  await ctx.db
    .update(hostingSandboxTasks)
    .set({ status: error ? 'failed' : 'done', error })
    .where(and(eq(hostingSandboxTasks.id, id), eq(hostingSandboxTasks.status, 'running')))
}
