import { and, desc, eq, gte, inArray } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { aasSandboxMonitors, aasSandboxUsage } from '../../db/schema/index.ts'

/* The sandbox monitoring and IaaS platforms' state: the platform's, shared by every provider. */

export function findSandboxMonitors(ctx: RequestContext, refs: string[]) {
  if (!refs.length) return Promise.resolve([])
  return ctx.db.select().from(aasSandboxMonitors).where(inArray(aasSandboxMonitors.ref, refs))
}

export async function setSandboxPause(ctx: RequestContext, ref: string, until: Date | null) {
  await ctx.db.update(aasSandboxMonitors).set({ paused_until: until }).where(eq(aasSandboxMonitors.ref, ref))
}

export function findSandboxUsage(ctx: RequestContext, refs: string[], fromMonth: string) {
  if (!refs.length) return Promise.resolve([])
  return ctx.db
    .select()
    .from(aasSandboxUsage)
    .where(and(inArray(aasSandboxUsage.ref, refs), gte(aasSandboxUsage.month, fromMonth)))
    .orderBy(desc(aasSandboxUsage.month))
}
