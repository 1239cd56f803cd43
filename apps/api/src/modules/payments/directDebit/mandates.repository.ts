import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../../auth/context.ts'
import { ownedByVisibleCompany } from '../../../auth/visibility.ts'
import { sepaMandates } from '../../../db/schema/index.ts'
import { lockRow } from '../../../lib/sql.ts'

export type MandateRow = typeof sepaMandates.$inferSelect

/**
 * Mandates given to the caller's books (`books`), or (`customer`) every mandate the companies the
 * caller sees gave, to whichever issuer; always of visible companies.
 */
const mine = (ctx: RequestContext, side: 'books' | 'customer' = 'books') =>
  and(
    side === 'customer' ? undefined : ctx.issuerId ? eq(sepaMandates.issuer_id, ctx.issuerId) : sql`false`,
    ownedByVisibleCompany(ctx, sepaMandates.company_id),
  )

export async function listMandates(
  ctx: RequestContext,
  companyId: string,
  side: 'books' | 'customer',
): Promise<MandateRow[]> {
  return ctx.db
    .select()
    .from(sepaMandates)
    .where(and(mine(ctx, side), eq(sepaMandates.company_id, companyId)))
    .orderBy(desc(sepaMandates.created_at))
}

/** Every active mandate (of these companies): the collections to schedule. */
export async function activeMandates(ctx: RequestContext, companyIds?: string[]): Promise<MandateRow[]> {
  return ctx.db
    .select()
    .from(sepaMandates)
    .where(
      and(
        mine(ctx),
        eq(sepaMandates.status, 'active'),
        companyIds ? inArray(sepaMandates.company_id, companyIds) : undefined,
      ),
    )
}

/** Stores a mandate; undefined when its reference is taken or the company has an active one. */
export async function insertMandate(ctx: RequestContext, values: typeof sepaMandates.$inferInsert) {
  const [row] = await ctx.db.insert(sepaMandates).values(values).onConflictDoNothing().returning()
  return row
}

export const lockMandate = (ctx: RequestContext, companyId: string, id: string) =>
  lockRow(ctx.db, sepaMandates, eq(sepaMandates.id, id), eq(sepaMandates.company_id, companyId), mine(ctx))

export async function revokeMandateRow(ctx: RequestContext, id: string, at: Date) {
  const [row] = await ctx.db
    .update(sepaMandates)
    .set({ status: 'revoked', revoked_at: at, version: sql`${sepaMandates.version} + 1`, updated_at: at })
    .where(and(eq(sepaMandates.id, id), mine(ctx)))
    .returning()
  return row
}
