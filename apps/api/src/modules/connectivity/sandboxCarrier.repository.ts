import { and, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { connectivitySandboxOrders } from '../../db/schema/index.ts'
import { findRow } from '../../lib/sql.ts'

/*
 * The sandbox carrier's orders. They are the platform's, not a tenant's: the sandbox stands for one
 * wholesale account shared by every provider, as a carrier's reseller account is.
 */

export type SandboxCarrierOrderRow = typeof connectivitySandboxOrders.$inferSelect

/** The order of a reference, made once: a second call with the same reference gets the first order. */
export async function insertSandboxCarrierOrder(
  ctx: RequestContext,
  values: typeof connectivitySandboxOrders.$inferInsert,
): Promise<SandboxCarrierOrderRow> {
  await ctx.db.insert(connectivitySandboxOrders).values(values).onConflictDoNothing()
  const [row] = await ctx.db
    .select()
    .from(connectivitySandboxOrders)
    .where(eq(connectivitySandboxOrders.reference, values.reference))
  if (!row) throw new Error(`the sandbox carrier lost order ${values.reference}`)
  return row
}

export const findSandboxCarrierOrder = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, connectivitySandboxOrders, eq(connectivitySandboxOrders.id, id))

/** Moves an order on from the status it was read in (compare and set: two callers move it once). */
export async function moveSandboxCarrierOrder(
  ctx: RequestContext,
  id: string,
  from: SandboxCarrierOrderRow['status'],
  values: Partial<Pick<SandboxCarrierOrderRow, 'status' | 'planned_date' | 'next_step_at'>>,
) {
  await ctx.db
    .update(connectivitySandboxOrders)
    .set(values)
    .where(and(eq(connectivitySandboxOrders.id, id), eq(connectivitySandboxOrders.status, from)))
}
