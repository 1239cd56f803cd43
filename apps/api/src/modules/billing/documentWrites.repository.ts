import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { documentLines, documents } from '../../db/schema/index.ts'
import { insertRow, sqlArray, updateAtVersion, valueById } from '../../lib/sql.ts'

type NewDocument = typeof documents.$inferInsert
type NewLine = Omit<typeof documentLines.$inferInsert, 'document_id'>

/** Every write here runs inside the caller's transaction (`ctx.transaction`), after a scoped load. */
export async function insertDocument(ctx: RequestContext, values: NewDocument): Promise<string> {
  const row = await insertRow(ctx.db, documents, values)
  return row.id
}

/** What issuing sets on a document (the number and what the issue date freezes). */
export type IssueData = {
  number: string
  sequence: number
  period: number
  issue_date: string
  due_date: string
  customer_snapshot: unknown
  issuer_snapshot: unknown
  issued_at: Date
}

/**
 * Documents written issued at once (the portal's own invoices) with their lines, in three statements
 * however many: written as drafts (the guard allows lines on drafts only), the lines added, then all
 * issued by one update that gives each its number and snapshots.
 */
export async function insertIssuedDocuments(
  ctx: RequestContext,
  docs: { values: NewDocument & { id: string }; issue: IssueData; lines: NewLine[] }[],
): Promise<void> {
  if (docs.length === 0) return
  await ctx.db.insert(documents).values(docs.map((d) => ({ ...d.values, status: 'draft' as const })))
  const lines = docs.flatMap((d) => d.lines.map((l) => ({ ...l, document_id: d.values.id })))
  if (lines.length) await ctx.db.insert(documentLines).values(lines)
  const each = (value: (issue: IssueData) => SQL) =>
    valueById(
      documents.id,
      docs.map((d) => [d.values.id, value(d.issue)] as const),
    )
  await ctx.db
    .update(documents)
    .set({
      status: 'issued',
      number: each((i) => sql`${i.number}`),
      sequence: each((i) => sql`${i.sequence}::int`),
      period: each((i) => sql`${i.period}::int`),
      issue_date: each((i) => sql`${i.issue_date}::date`),
      due_date: each((i) => sql`${i.due_date}::date`),
      customer_snapshot: each((i) => sql`${JSON.stringify(i.customer_snapshot)}::jsonb`),
      issuer_snapshot: each((i) => sql`${JSON.stringify(i.issuer_snapshot)}::jsonb`),
      issued_at: each((i) => sql`${i.issued_at.toISOString()}::timestamptz`),
      version: sql`${documents.version} + 1`,
    })
    .where(
      sql`${documents.id} = any(${sqlArray(
        docs.map((d) => d.values.id),
        'uuid',
      )})`,
    )
}

/** The lines of a new draft (one statement). */
export async function insertLines(ctx: RequestContext, documentId: string, lines: NewLine[]) {
  if (lines.length)
    await ctx.db.insert(documentLines).values(lines.map((l) => ({ ...l, document_id: documentId })))
}

export async function replaceLines(ctx: RequestContext, documentId: string, lines: NewLine[]) {
  await ctx.db.delete(documentLines).where(eq(documentLines.document_id, documentId))
  if (lines.length)
    await ctx.db.insert(documentLines).values(lines.map((l) => ({ ...l, document_id: documentId })))
}

/** Updates a draft at the expected version; false when it changed meanwhile or was issued. */
export async function updateDraftRow(
  ctx: RequestContext,
  id: string,
  version: number,
  columns: Partial<NewDocument>,
): Promise<boolean> {
  const draft = and(eq(documents.id, id), eq(documents.status, 'draft'))
  const rows = await updateAtVersion(ctx.db, documents, version, draft, columns)
  return rows.length > 0
}

export async function deleteDraftRow(ctx: RequestContext, id: string) {
  await ctx.db.delete(documents).where(and(eq(documents.id, id), eq(documents.status, 'draft')))
}

export async function markIssued(ctx: RequestContext, id: string, columns: Partial<NewDocument>) {
  const [issued] = await ctx.db
    .update(documents)
    .set({ ...columns, status: 'issued', version: sql`${documents.version} + 1`, updated_at: new Date() })
    .where(eq(documents.id, id))
    .returning({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      issuer_id: documents.issuer_id,
      customer_id: documents.customer_id,
      currency: documents.currency,
      issue_date: documents.issue_date,
      original_id: documents.original_id,
      total_minor: documents.total_minor,
    })
  if (!issued) throw new Error('issue update returned nothing')
  return issued
}

export async function linkConversion(ctx: RequestContext, quoteId: string, invoiceId: string) {
  await ctx.db
    .update(documents)
    .set({ converted_invoice_id: invoiceId, updated_at: new Date() })
    .where(eq(documents.id, quoteId))
}

export async function markSent(ctx: RequestContext, id: string) {
  await ctx.db
    .update(documents)
    .set({
      status: sql`case when ${documents.status} = 'issued' then 'sent' else ${documents.status} end`,
      sent_at: new Date(),
      updated_at: new Date(),
    })
    .where(eq(documents.id, id))
}

/** Accepts or declines a quote that is still open; false when it was decided meanwhile. */
export async function decideQuote(ctx: RequestContext, id: string, status: 'accepted' | 'declined') {
  const rows = await ctx.db
    .update(documents)
    .set({ status, updated_at: new Date(), version: sql`${documents.version} + 1` })
    .where(and(eq(documents.id, id), sql`${documents.status} in ('issued', 'sent')`))
    .returning({ id: documents.id })
  return rows.length > 0
}

/**
 * Records where the issued PDF is stored, once: false when another request or instance stored one
 * first. Clears the legacy base64 copy with it (the immutability trigger allows exactly this).
 */
export async function setPdfKey(ctx: Pick<RequestContext, 'db'>, id: string, key: string): Promise<boolean> {
  const rows = await ctx.db
    .update(documents)
    .set({ pdf_key: key, pdf: null })
    .where(and(eq(documents.id, id), sql`${documents.pdf_key} is null`, sql`${documents.status} <> 'draft'`))
    .returning({ id: documents.id })
  return rows.length > 0
}
