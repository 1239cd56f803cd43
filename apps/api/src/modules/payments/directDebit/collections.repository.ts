import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { RequestContext } from '../../../auth/context.ts'
import { ownedByVisibleCompany } from '../../../auth/visibility.ts'
import {
  companies,
  directDebitBatches,
  directDebits,
  documents,
  sepaMandates,
} from '../../../db/schema/index.ts'

export type DirectDebitRow = typeof directDebits.$inferSelect
export type BatchRow = typeof directDebitBatches.$inferSelect

/**
 * Collections in the caller's books (`books`: the provider's or a reseller's), or (`customer`) every
 * collection from the companies the caller sees, whoever collects; always of visible companies.
 */
const mine = (ctx: RequestContext, side: 'books' | 'customer' = 'books') =>
  and(
    side === 'customer' ? undefined : ctx.issuerId ? eq(directDebits.issuer_id, ctx.issuerId) : sql`false`,
    ownedByVisibleCompany(ctx, directDebits.company_id),
  )

/** Batches are the issuer's own (its staff, or a reseller's admins). */
const myBatches = (ctx: RequestContext) =>
  ctx.issuerId ? eq(directDebitBatches.issuer_id, ctx.issuerId) : sql`false`

export async function listDirectDebits(
  ctx: RequestContext,
  query: { status?: DirectDebitRow['status']; document_id?: string; company_id?: string },
  side: 'books' | 'customer',
) {
  return ctx.db
    .select({
      row: directDebits,
      company_name: companies.name,
      document_number: documents.number,
      mandate_reference: sepaMandates.reference,
      iban: sepaMandates.iban,
    })
    .from(directDebits)
    .innerJoin(companies, eq(companies.id, directDebits.company_id))
    .innerJoin(documents, eq(documents.id, directDebits.document_id))
    .innerJoin(sepaMandates, eq(sepaMandates.id, directDebits.mandate_id))
    .where(
      and(
        mine(ctx, side),
        query.status ? eq(directDebits.status, query.status) : undefined,
        query.document_id ? eq(directDebits.document_id, query.document_id) : undefined,
        query.company_id ? eq(directDebits.company_id, query.company_id) : undefined,
      ),
    )
    .orderBy(desc(directDebits.collection_date), desc(directDebits.created_at))
    .limit(500)
}

/** Of these invoices, those with a live (scheduled or submitted) collection, or one that came back. */
export async function invoicesNotToCollect(ctx: RequestContext, documentIds: string[]) {
  if (!documentIds.length) return new Set<string>()
  const rows = await ctx.db
    .select({ id: directDebits.document_id })
    .from(directDebits)
    .where(
      and(
        mine(ctx),
        inArray(directDebits.document_id, documentIds),
        inArray(directDebits.status, ['scheduled', 'submitted', 'returned']),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/** Stores a collection; undefined when the invoice has a live one already. */
export async function insertDirectDebit(ctx: RequestContext, values: typeof directDebits.$inferInsert) {
  const [row] = await ctx.db.insert(directDebits).values(values).onConflictDoNothing().returning()
  return row
}

/** Scheduled collections due by `date`, with their mandates, locked for the caller's transaction. */
export async function lockScheduled(ctx: RequestContext, date: string) {
  return ctx.db
    .select({ row: directDebits, mandate: sepaMandates })
    .from(directDebits)
    .innerJoin(sepaMandates, eq(sepaMandates.id, directDebits.mandate_id))
    .where(and(mine(ctx), eq(directDebits.status, 'scheduled'), lte(directDebits.collection_date, date)))
    .orderBy(asc(directDebits.collection_date), asc(directDebits.created_at))
    .for('update', { of: directDebits })
}

/** The collections a statement's entry names (by end-to-end id, or its batch's message id), locked. */
export async function lockNamedCollections(
  ctx: RequestContext,
  which: { endToEndId: string | null; messageIds: string[] },
) {
  const byBatch = which.messageIds.length
    ? sql`${directDebits.batch_id} in (select ${directDebitBatches.id} from ${directDebitBatches}
        where ${inArray(directDebitBatches.message_id, which.messageIds)})`
    : sql`false`
  const byId = which.endToEndId ? eq(directDebits.end_to_end_id, which.endToEndId) : sql`false`
  return ctx.db
    .select()
    .from(directDebits)
    .where(and(mine(ctx), sql`(${byId} or ${byBatch})`))
    .orderBy(asc(directDebits.created_at))
    .for('update')
}

export async function updateDirectDebit(
  ctx: RequestContext,
  id: string,
  values: Partial<
    Pick<
      DirectDebitRow,
      'status' | 'batch_id' | 'payment_id' | 'return_reason' | 'amount_minor' | 'collection_date'
    >
  >,
) {
  await ctx.db
    .update(directDebits)
    .set({ ...values, version: sql`${directDebits.version} + 1`, updated_at: new Date() })
    .where(and(eq(directDebits.id, id), mine(ctx)))
}

/** Cancels the scheduled collections under a mandate (it was revoked). */
export async function cancelScheduledOf(ctx: RequestContext, mandateId: string) {
  await ctx.db
    .update(directDebits)
    .set({ status: 'cancelled', version: sql`${directDebits.version} + 1`, updated_at: new Date() })
    .where(and(eq(directDebits.mandate_id, mandateId), eq(directDebits.status, 'scheduled'), mine(ctx)))
}

export async function insertBatch(ctx: RequestContext, values: typeof directDebitBatches.$inferInsert) {
  const [row] = await ctx.db.insert(directDebitBatches).values(values).returning()
  if (!row) throw new Error('batch not stored')
  return row
}

export async function listBatches(ctx: RequestContext): Promise<BatchRow[]> {
  return ctx.db
    .select()
    .from(directDebitBatches)
    .where(myBatches(ctx))
    .orderBy(desc(directDebitBatches.created_at))
    .limit(200)
}

export async function findBatch(ctx: RequestContext, id: string): Promise<BatchRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(directDebitBatches)
    .where(and(eq(directDebitBatches.id, id), myBatches(ctx)))
  return row
}

/** Whether the caller's provider has collections a statement can confirm or return (submitted or collected). */
export async function hasCollectionsToSettle(ctx: RequestContext): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: directDebits.id })
    .from(directDebits)
    .where(and(mine(ctx), inArray(directDebits.status, ['submitted', 'collected'])))
    .limit(1)
  return rows.length > 0
}
