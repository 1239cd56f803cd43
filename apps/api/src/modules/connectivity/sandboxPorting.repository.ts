import { and, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { voipSandboxPorts } from '../../db/schema/index.ts'
import { findRow } from '../../lib/sql.ts'

/* The sandbox porting platform's requests: the platform's own, shared by every provider. */

export type SandboxPortRow = typeof voipSandboxPorts.$inferSelect

/** A port of a reference, made once: a second call with the same id gets the first. */
export async function insertSandboxPort(ctx: RequestContext, values: typeof voipSandboxPorts.$inferInsert) {
  await ctx.db.insert(voipSandboxPorts).values(values).onConflictDoNothing()
}

export const findSandboxPort = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, voipSandboxPorts, eq(voipSandboxPorts.id, id))

/** Moves a port on from the status it was read in (compare and set: two callers move it once). */
export async function moveSandboxPort(
  ctx: RequestContext,
  id: string,
  from: SandboxPortRow['status'],
  values: Partial<Pick<SandboxPortRow, 'status' | 'first_possible_date' | 'reason' | 'next_step_at'>>,
) {
  await ctx.db
    .update(voipSandboxPorts)
    .set(values)
    .where(and(eq(voipSandboxPorts.id, id), eq(voipSandboxPorts.status, from)))
}
