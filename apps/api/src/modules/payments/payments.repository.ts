import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { onlinePayments } from '../../db/schema/index.ts'
import { findRow, insertRow, lockRow } from '../../lib/sql.ts'

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect

const visible = (ctx: RequestContext) => ownedByVisibleCompany(ctx, onlinePayments.customer_id)

export const insertOnlinePayment = (ctx: RequestContext, values: typeof onlinePayments.$inferInsert) =>
  insertRow(ctx.db, onlinePayments, values)

/** The provider's answer to a new payment: its id and checkout (or that it could not be made). */
export async function setProviderAnswer(
  ctx: RequestContext,
  id: string,
  values: Pick<OnlinePaymentRow, 'provider_payment_id' | 'checkout_url' | 'status'>,
) {
  await ctx.db
    .update(onlinePayments)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(onlinePayments.id, id), visible(ctx)))
}

/** A checkout of this invoice for this amount still open and started after `since`: reused, not doubled. */
export async function openCheckout(ctx: RequestContext, documentId: string, amount: number, since: Date) {
  const [row] = await ctx.db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.document_id, documentId),
        eq(onlinePayments.amount_minor, amount),
        eq(onlinePayments.status, 'open'),
        sql`${onlinePayments.checkout_url} is not null`,
        gt(onlinePayments.created_at, since),
        visible(ctx),
      ),
    )
    .orderBy(desc(onlinePayments.created_at))
    .limit(1)
  return row
}

/** The online payment a provider's payment id names (the webhook's only input). */
export const findByProviderId = (ctx: RequestContext, provider: OnlinePaymentRow['provider'], id: string) =>
  findRow(
    ctx.db,
    onlinePayments,
    eq(onlinePayments.provider, provider),
    eq(onlinePayments.provider_payment_id, id),
    visible(ctx),
  )

/** Locked until the caller's transaction ends: deliveries of one payment run one after another. */
export const lockOnlinePayment = (ctx: RequestContext, id: string) =>
  lockRow(ctx.db, onlinePayments, eq(onlinePayments.id, id), visible(ctx))

export async function updateOnlinePayment(
  ctx: RequestContext,
  id: string,
  values: Partial<OnlinePaymentRow>,
) {
  await ctx.db
    .update(onlinePayments)
    .set({ ...values, version: sql`${onlinePayments.version} + 1`, updated_at: new Date() })
    .where(and(eq(onlinePayments.id, id), visible(ctx)))
}

/** One of the caller's companies' online payments. */
export const findOnlinePayment = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, onlinePayments, eq(onlinePayments.id, id), visible(ctx))
