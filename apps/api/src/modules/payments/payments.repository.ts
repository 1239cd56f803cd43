import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { onlinePayments } from '../../db/schema/index.ts'
import { findRow, insertRow, lockRow } from '../../lib/sql.ts'

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect

const visible = (ctx: RequestContext) => ownedByVisibleCompany(ctx, onlinePayments.customer_id)

export const insertOnlinePayment = (ctx: RequestContext, values: typeof onlinePayments.$inferInsert) =>
  insertRow(ctx.db, onlinePayments, values)

/**
 * The provider's answer to a new payment: its id and checkout (or that it could not be made). Not
 * kept when the webhook came first and recorded the payment already (its state is newer).
 */
export async function setProviderAnswer(
  ctx: RequestContext,
  id: string,
  values: Pick<OnlinePaymentRow, 'provider_payment_id' | 'checkout_url' | 'status'>,
) {
  await ctx.db
    .update(onlinePayments)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(onlinePayments.id, id), sql`${onlinePayments.payment_id} is null`, visible(ctx)))
}

/** A checkout of this invoice for this amount still open and started after `since`: reused, not doubled. */
export async function openCheckout(
  ctx: RequestContext,
  documentId: string,
  amount: number,
  since: Date,
  sequenceType: OnlinePaymentRow['sequence_type'],
) {
  const [row] = await ctx.db
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.document_id, documentId),
        eq(onlinePayments.sequence_type, sequenceType),
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

/** Claims the automatic collection of an invoice; undefined when it has (or had) one going through. */
export async function claimRecurring(ctx: RequestContext, values: typeof onlinePayments.$inferInsert) {
  const [row] = await ctx.db
    .insert(onlinePayments)
    .values({ ...values, sequence_type: 'recurring' })
    .onConflictDoNothing()
    .returning()
  return row
}

/** Of these invoices, those an automatic collection was tried for (whatever came of it). */
export async function triedRecurring(ctx: RequestContext, documentIds: string[]) {
  if (!documentIds.length) return new Set<string>()
  const rows = await ctx.db
    .select({ id: onlinePayments.document_id })
    .from(onlinePayments)
    .where(
      and(
        inArray(onlinePayments.document_id, documentIds),
        eq(onlinePayments.sequence_type, 'recurring'),
        visible(ctx),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/** Our row takes the provider's payment id when it has none yet (its answer was not kept yet). */
export async function claimProviderId(
  ctx: RequestContext,
  id: string,
  provider: OnlinePaymentRow['provider'],
  providerPaymentId: string,
) {
  const [row] = await ctx.db
    .update(onlinePayments)
    .set({ provider_payment_id: providerPaymentId, updated_at: new Date() })
    .where(
      and(
        eq(onlinePayments.id, id),
        eq(onlinePayments.provider, provider),
        sql`${onlinePayments.provider_payment_id} is null`,
        visible(ctx),
      ),
    )
    .returning()
  return row
}
