import { and, desc, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../../auth/context.ts'
import { bankEntries, sepaMandates } from '../../../db/schema/index.ts'
import { lockRow } from '../../../lib/sql.ts'

export type BankEntryRow = typeof bankEntries.$inferSelect

/** The caller's provider's entries only (staff of the issuer). */
const mine = (ctx: RequestContext) => (ctx.issuerId ? eq(bankEntries.issuer_id, ctx.issuerId) : sql`false`)

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

/**
 * The customer an account (IBAN) belongs to, as far as the provider knows: the one a booking from it
 * was matched or assigned to last, else the one with a direct debit mandate on it; undefined when
 * none, or when two customers share it.
 */
export async function customerOfIban(ctx: RequestContext, iban: string): Promise<string | undefined> {
  if (!ctx.issuerId) return undefined
  const booked = await ctx.db
    .selectDistinct({ id: bankEntries.customer_id })
    .from(bankEntries)
    .where(and(mine(ctx), eq(bankEntries.debtor_iban, iban), sql`${bankEntries.customer_id} is not null`))
    .limit(2)
  const signed = await ctx.db
    .selectDistinct({ id: sepaMandates.company_id })
    .from(sepaMandates)
    .where(and(eq(sepaMandates.issuer_id, ctx.issuerId), eq(sepaMandates.iban, iban)))
    .limit(2)
  const ids = new Set([...booked, ...signed].map((r) => r.id).filter((id): id is string => Boolean(id)))
  return ids.size === 1 ? [...ids][0] : undefined
}
