import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { onlinePayments, providerRefunds } from '../../db/schema/index.ts'
import { insertRow, lockRow } from '../../lib/sql.ts'

export type ProviderRefundRow = typeof providerRefunds.$inferSelect

/** What was paid back of an online payment so far (refunds not refused). */
const refundedOf = sql<string>`coalesce((select sum(r.amount_minor) from ${providerRefunds} r
  where r.online_payment_id = "online_payments"."id" and r.status <> 'failed'), 0)::bigint`

/** The customer's paid online payments of the caller's provider, with what of each can be refunded. */
export async function refundablePayments(ctx: RequestContext, customerId: string) {
  const rows = await ctx.db
    .select({ payment: onlinePayments, refunded: refundedOf })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.customer_id, customerId),
        ctx.issuerId ? eq(onlinePayments.issuer_id, ctx.issuerId) : sql`false`,
        eq(onlinePayments.status, 'paid'),
        ownedByVisibleCompany(ctx, onlinePayments.customer_id),
      ),
    )
    .orderBy(desc(onlinePayments.paid_at))
    .limit(100)
  return rows.map((r) => ({ ...r.payment, refunded_minor: Number(r.refunded) }))
}

/** The online payment, locked (one refund of it at a time), with what was refunded of it so far. */
export async function lockRefundable(ctx: RequestContext, id: string) {
  const row = await lockRow(
    ctx.db,
    onlinePayments,
    eq(onlinePayments.id, id),
    ownedByVisibleCompany(ctx, onlinePayments.customer_id),
  )
  if (!row) return undefined
  const [sum] = await ctx.db
    .select({ refunded: sql<string>`coalesce(sum(${providerRefunds.amount_minor}), 0)::bigint` })
    .from(providerRefunds)
    .where(and(eq(providerRefunds.online_payment_id, id), ne(providerRefunds.status, 'failed')))
  return { ...row, refunded_minor: Number(sum?.refunded ?? 0) }
}

export const insertProviderRefund = (ctx: RequestContext, values: typeof providerRefunds.$inferInsert) =>
  insertRow(ctx.db, providerRefunds, values)

export async function settleProviderRefund(
  ctx: RequestContext,
  id: string,
  values: Pick<ProviderRefundRow, 'status' | 'provider_refund_id'>,
) {
  const [row] = await ctx.db
    .update(providerRefunds)
    .set({ ...values, version: sql`${providerRefunds.version} + 1`, updated_at: new Date() })
    .where(and(eq(providerRefunds.id, id), ownedByVisibleCompany(ctx, providerRefunds.customer_id)))
    .returning()
  return row
}
