import { and, desc, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../../auth/context.ts'
import { bankEntries } from '../../../db/schema/index.ts'
import { lockRow } from '../../../lib/sql.ts'

export type BankEntryRow = typeof bankEntries.$inferSelect

/** The caller's provider's entries only (staff of the issuer). */
const mine = (ctx: RequestContext) =>
  ctx.providerId ? eq(bankEntries.issuer_id, ctx.providerId) : sql`false`

/** Stores a booking once: undefined when the bank's reference was imported before. */
export async function insertBankEntry(ctx: RequestContext, values: typeof bankEntries.$inferInsert) {
  const [row] = await ctx.db.insert(bankEntries).values(values).onConflictDoNothing().returning()
  return row
}

export async function listBankEntries(ctx: RequestContext, status: BankEntryRow['status'] | undefined) {
  return ctx.db
    .select()
    .from(bankEntries)
    .where(and(mine(ctx), status ? eq(bankEntries.status, status) : undefined))
    .orderBy(desc(bankEntries.booking_date), desc(bankEntries.created_at))
    .limit(500)
}

/** One entry, locked until the caller's transaction ends (one assignment at a time). */
export const lockBankEntry = (ctx: RequestContext, id: string) =>
  lockRow(ctx.db, bankEntries, eq(bankEntries.id, id), mine(ctx))

export async function settleBankEntry(
  ctx: RequestContext,
  id: string,
  values: Pick<BankEntryRow, 'status' | 'customer_id' | 'payment_ids'>,
) {
  await ctx.db
    .update(bankEntries)
    .set({ ...values, version: sql`${bankEntries.version} + 1`, updated_at: new Date() })
    .where(and(eq(bankEntries.id, id), mine(ctx)))
}
