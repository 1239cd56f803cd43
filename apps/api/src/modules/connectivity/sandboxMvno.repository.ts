import { eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { mobileSandboxRequests } from '../../db/schema/index.ts'

/* The sandbox MVNO's requests: the platform's, as one MVNO account is shared by every provider. */

export async function insertSandboxMvnoRequest(
  ctx: RequestContext,
  values: typeof mobileSandboxRequests.$inferInsert,
) {
  await ctx.db.insert(mobileSandboxRequests).values(values)
}

export async function findSandboxMvnoRequest(ctx: RequestContext, id: string) {
  const [row] = await ctx.db.select().from(mobileSandboxRequests).where(eq(mobileSandboxRequests.id, id))
  return row
}

export async function finishSandboxMvnoRequest(ctx: RequestContext, id: string) {
  await ctx.db.update(mobileSandboxRequests).set({ status: 'DONE' }).where(eq(mobileSandboxRequests.id, id))
}
