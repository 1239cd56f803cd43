import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import {
  sandboxProviderCustomers,
  sandboxProviderMandates,
  sandboxProviderPayments,
} from '../../db/schema/index.ts'
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

export type SandboxMandateRow = typeof sandboxProviderMandates.$inferSelect

export const insertSandboxCustomer = (
  ctx: RequestContext,
  values: typeof sandboxProviderCustomers.$inferInsert,
) => insertRow(ctx.db, sandboxProviderCustomers, values)

export const findSandboxCustomer = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, sandboxProviderCustomers, eq(sandboxProviderCustomers.id, id))

export const insertSandboxMandate = (
  ctx: RequestContext,
  values: typeof sandboxProviderMandates.$inferInsert,
) => insertRow(ctx.db, sandboxProviderMandates, values)

export async function listSandboxMandates(ctx: RequestContext, customerId: string) {
  return ctx.db
    .select()
    .from(sandboxProviderMandates)
    .where(eq(sandboxProviderMandates.customer_id, customerId))
    .orderBy(sandboxProviderMandates.created_at)
}

/** A revoked mandate is gone from Mollie's list; the sandbox keeps it as invalid. */
export async function invalidateSandboxMandate(ctx: RequestContext, customerId: string, id: string) {
  const [row] = await ctx.db
    .update(sandboxProviderMandates)
    .set({ status: 'invalid' })
    .where(and(eq(sandboxProviderMandates.id, id), eq(sandboxProviderMandates.customer_id, customerId)))
    .returning()
  return row
}

/** The first payment's mandate, kept on it once the checkout made it. */
export async function setSandboxPaymentMandate(ctx: RequestContext, id: string, mandateId: string) {
  await ctx.db
    .update(sandboxProviderPayments)
    .set({ mandate_id: mandateId })
    .where(eq(sandboxProviderPayments.id, id))
}

/** A refund on a paid sandbox payment, at most what is left of it; undefined when more is asked. */
export async function refundSandboxPayment(ctx: RequestContext, id: string, amountMinor: number) {
  const [row] = await ctx.db
    .update(sandboxProviderPayments)
    .set({ refunded_minor: sql`${sandboxProviderPayments.refunded_minor} + ${amountMinor}` })
    .where(
      sql`${sandboxProviderPayments.id} = ${id} and ${sandboxProviderPayments.status} = 'paid'
        and ${sandboxProviderPayments.refunded_minor} + ${amountMinor} <= ${sandboxProviderPayments.amount_minor}`,
    )
    .returning()
  return row
}
