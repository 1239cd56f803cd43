import { eq } from 'drizzle-orm'
import type { RequestContext } from '../../../auth/context.ts'
import { paymentAccounts } from '../../../db/schema/index.ts'
import { findRow } from '../../../lib/sql.ts'

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect

/**
 * The own provider account of one issuer's books. Read by the issuer's people, and by the system for
 * whoever pays that issuer (the payer never sees the key: services return only its hint).
 */
export const findPaymentAccount = (ctx: RequestContext, issuerId: string) =>
  findRow(ctx.db, paymentAccounts, eq(paymentAccounts.issuer_id, issuerId))

/** Sets the caller's books' own account (a new key replaces the old one). */
export async function savePaymentAccount(
  ctx: RequestContext & { issuerId: string },
  values: Omit<typeof paymentAccounts.$inferInsert, 'issuer_id' | 'created_at' | 'updated_at'>,
) {
  await ctx.db
    .insert(paymentAccounts)
    .values({ ...values, issuer_id: ctx.issuerId })
    .onConflictDoUpdate({ target: paymentAccounts.issuer_id, set: { ...values, updated_at: new Date() } })
}

/** Removes the caller's books' own account: its payments go through the platform's again. */
export async function deletePaymentAccount(ctx: RequestContext & { issuerId: string }): Promise<boolean> {
  const gone = await ctx.db
    .delete(paymentAccounts)
    .where(eq(paymentAccounts.issuer_id, ctx.issuerId))
    .returning({ id: paymentAccounts.issuer_id })
  return gone.length > 0
}
