import { eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { mobileSandboxRequests } from '../../db/schema/index.ts'
import { findRow } from '../../lib/sql.ts'

/* The sandbox MVNO's requests: the platform's, as one MVNO account is shared by every provider. */

export async function insertSandboxMvnoRequest(
  ctx: RequestContext,
  values: typeof mobileSandboxRequests.$inferInsert,
) {
  await ctx.db.insert(mobileSandboxRequests).values(values)
}

export const findSandboxMvnoRequest = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, mobileSandboxRequests, eq(mobileSandboxRequests.id, id))

export async function finishSandboxMvnoRequest(ctx: RequestContext, id: string) {
  await ctx.db.update(mobileSandboxRequests).set({ status: 'DONE' }).where(eq(mobileSandboxRequests.id, id))
}
