import { eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { sandboxProviderPayments } from '../../db/schema/index.ts'
import { findRow, insertRow } from '../../lib/sql.ts'

// The sandbox payment provider's own table: the provider's state, not a tenant's (like a real
// provider's database, it is reached by payment id only).

export type SandboxPaymentRow = typeof sandboxProviderPayments.$inferSelect

export const insertSandboxPayment = (
  ctx: RequestContext,
  values: typeof sandboxProviderPayments.$inferInsert,
) => insertRow(ctx.db, sandboxProviderPayments, values)

export const findSandboxPayment = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, sandboxProviderPayments, eq(sandboxProviderPayments.id, id))

/** The tester's choice on the checkout: an open payment gets its outcome once; false when it had one. */
export async function settleSandboxPayment(
  ctx: RequestContext,
  id: string,
  outcome: { status: SandboxPaymentRow['status']; method: string },
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await ctx.db
    .update(sandboxProviderPayments)
    .set({
      status: outcome.status,
      method: outcome.method,
      paid_at: outcome.status === 'paid' ? ctx.platform.now() : null,
    })
    .where(sql`${sandboxProviderPayments.id} = ${id} and ${sandboxProviderPayments.status} = 'open'`)
    .returning()
  return row
}

/** A paid sandbox payment charged back by the customer's bank (tests and the sandbox page). */
export async function chargeBackSandboxPayment(ctx: RequestContext, id: string) {
  const [row] = await ctx.db
    .update(sandboxProviderPayments)
    .set({ charged_back_minor: sql`${sandboxProviderPayments.amount_minor}` })
    .where(sql`${sandboxProviderPayments.id} = ${id} and ${sandboxProviderPayments.status} = 'paid'`)
    .returning()
  return row
}
