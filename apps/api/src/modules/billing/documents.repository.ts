import { and, asc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany, sellerOf, visibleCompany } from '../../auth/visibility.ts'
import { companies, documentLines, documents } from '../../db/schema/index.ts'
import { findRow } from '../../lib/sql.ts'
import { openBalance } from './balance.repository.ts'

export const { pdf: _storedPdf, ...documentColumns } = getTableColumns(documents)
/** A document row without its PDF: loads never drag the file along. */
export type DocumentRow = Omit<typeof documents.$inferSelect, 'pdf'>
export type LineRow = typeof documentLines.$inferSelect
export type CustomerRow = typeof companies.$inferSelect
export type LoadedDocument = NonNullable<Awaited<ReturnType<typeof findDocument>>>

/**
 * Who may load a document. `staff`: a document of the caller's provider whose customer is visible
 * (drafts included). `customer`: an issued document of one of the caller's companies.
 */
export type DocumentSide = 'staff' | 'customer'

/** The WHERE that keeps a caller inside their provider and their visible companies. */
export function documentScope(ctx: RequestContext, side: DocumentSide): SQL {
  const visible = ownedByVisibleCompany(ctx, documents.customer_id)
  if (side === 'customer') return and(ne(documents.status, 'draft'), visible) as SQL
  if (!ctx.issuerId) return sql`false`
  return and(eq(documents.issuer_id, ctx.issuerId), visible) as SQL
}

const original = alias(documents, 'original')

/** One document with its lines, customer name and credited number; undefined outside the caller's scope. */
export async function findDocument(ctx: RequestContext, id: string, side: DocumentSide) {
  const [found] = await ctx.db
    .select({ row: documentColumns, customer_name: companies.name, original_number: original.number })
    .from(documents)
    .innerJoin(companies, eq(companies.id, documents.customer_id))
    .leftJoin(original, eq(original.id, documents.original_id))
    .where(and(eq(documents.id, id), documentScope(ctx, side)))
  if (!found) return undefined
  const lines = await ctx.db
    .select()
    .from(documentLines)
    .where(eq(documentLines.document_id, id))
    .orderBy(asc(documentLines.position))
  return { ...found, row: found.row as DocumentRow, lines }
}

/** The draft, locked until the caller's transaction ends; undefined once it is issued. */
export async function lockDraft(ctx: RequestContext, id: string): Promise<DocumentRow | undefined> {
  const [draft] = await ctx.db
    .select(documentColumns)
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.status, 'draft')))
    .for('update')
  return draft
}

/** A customer the caller's books bill (the issuer sells to it), visible to the caller and not archived. */
export async function findBillableCustomer(
  ctx: RequestContext,
  customerId: string,
): Promise<CustomerRow | undefined> {
  if (!ctx.issuerId) return undefined
  return findRow(
    ctx.db,
    companies,
    eq(companies.id, customerId),
    ne(companies.kind, 'provider'),
    sql`${sellerOf()} = ${ctx.issuerId}`,
    sql`${companies.archived_at} is null`,
    visibleCompany(ctx),
  )
}

/** The customer of a document the caller already holds (its snapshot is frozen from this row). */
export const customerOf = (ctx: RequestContext, doc: Pick<DocumentRow, 'customer_id'>) =>
  findRow(ctx.db, companies, eq(companies.id, doc.customer_id))

/** Several customers by id (the portal's own invoices for many parties at once). */
export async function customersByIds(ctx: RequestContext, ids: string[]) {
  if (ids.length === 0) return []
  return ctx.db.select().from(companies).where(inArray(companies.id, ids))
}

/**
 * The caller's provider's open invoices in `currency` whose number `text` names (a bank transfer's
 * remittance), the oldest due first, with what each still owes.
 */
export const openInvoicesNamedIn = (ctx: RequestContext, currency: string, text: string) =>
  openInvoicesWhere(ctx, currency, sql`strpos(upper(${text}), upper(${documents.number})) > 0`)

/** The open invoices of these customers in one currency, the earliest due first (staff). */
export async function openInvoicesOf(ctx: RequestContext, customerIds: string[], currency: string) {
  if (!customerIds.length) return []
  return openInvoicesWhere(
    ctx,
    currency,
    inArray(documents.customer_id, customerIds),
    sql`${openBalance} > 0`,
  )
}

/** The caller's issued, not fully paid invoices in one currency where `conditions` hold, earliest due first. */
async function openInvoicesWhere(ctx: RequestContext, currency: string, ...conditions: SQL[]) {
  const rows = await ctx.db
    .select({
      id: documents.id,
      number: documents.number,
      issuer_id: documents.issuer_id,
      customer_id: documents.customer_id,
      currency: documents.currency,
      language: documents.language,
      due_date: documents.due_date,
      balance: openBalance,
    })
    .from(documents)
    .where(
      and(
        documentScope(ctx, 'staff'),
        eq(documents.kind, 'invoice'),
        eq(documents.currency, currency),
        inArray(documents.status, ['issued', 'sent', 'partially_paid']),
        ...conditions,
      ),
    )
    .orderBy(asc(documents.due_date), asc(documents.sequence))
  return rows.map((r) => ({ ...r, number: r.number ?? '', balance: Number(r.balance) }))
}

/** An invoice's total and what its issued credit notes took off it so far. */
export async function creditedSoFar(ctx: RequestContext, invoiceId: string) {
  const [row] = await ctx.db
    .select({
      total: documents.total_minor,
      credited: sql<string>`coalesce((select sum(-c.total_minor) from documents c
        where c.original_id = ${documents.id} and c.kind = 'credit_note' and c.status <> 'draft'), 0)::bigint`,
    })
    .from(documents)
    .where(eq(documents.id, invoiceId))
  return { total: row?.total ?? 0, credited: Number(row?.credited ?? 0) }
}

/** Issued documents whose PDF still sits in the table (base64, before the file store); a batch. */
export async function legacyPdfs(ctx: Pick<RequestContext, 'db'>, limit: number) {
  return ctx.db
    .select({ id: documents.id, issuer_id: documents.issuer_id, pdf: documents.pdf })
    .from(documents)
    .where(sql`${documents.pdf} is not null and ${documents.pdf_key} is null`)
    .limit(limit)
}

/** Issued documents of an issuer whose PDF has not been rendered yet; a batch. */
export async function unrenderedDocuments(ctx: RequestContext, issuerId: string, limit: number) {
  const rows = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      sql`${documents.issuer_id} = ${issuerId} and ${documents.status} <> 'draft' and ${documents.pdf_key} is null and ${documents.pdf} is null`,
    )
    .limit(limit)
  return rows.map((r) => r.id)
}

/** The legacy base64 PDF of one document, if it was not moved yet. */
export async function legacyPdf(ctx: RequestContext, id: string): Promise<string | null> {
  const [row] = await ctx.db.select({ pdf: documents.pdf }).from(documents).where(eq(documents.id, id))
  return row?.pdf ?? null
}

export async function pdfKeyOf(ctx: RequestContext, id: string): Promise<string | null> {
  const [row] = await ctx.db.select({ key: documents.pdf_key }).from(documents).where(eq(documents.id, id))
  return row?.key ?? null
}
