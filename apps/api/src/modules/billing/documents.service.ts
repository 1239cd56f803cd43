import type { BillingDocument, CreditNoteInput, DocumentInput, PaymentInput } from '@portico/contracts'
import { DocumentInputSchema } from '@portico/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { canSee } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { companies, documentLines, documents, payments } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { nextNumber } from '../../lib/counters.ts'
import { BadRequest, Conflict, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import type { FaultInjector } from '../../platform.ts'
import type { CompanyRow } from '../company/company.repository.ts'
import { loadDocument, toDocument, today } from './documents.repository.ts'
import { renderDocumentPdf } from './pdf.ts'
import { addDays, customerSnapshot, issuerSnapshot, linesWithTotals, reverseChargeApplies } from './rules.ts'
import { formatNumber, issuerOf, loadSettings } from './settings.service.ts'

/** Test hook: throw after the number is taken, to prove a failed issue leaves no gap. */
export type BillingDeps = { db: Db; fault?: FaultInjector }

const tx$ = (t: unknown) => t as Db

/** A document of the caller's provider whose customer is in scope; anything else is 404. */
export async function staffDocument(db: Db, ctx: RequestContext, id: string) {
  const loaded = await loadDocument(db, id)
  if (
    !loaded ||
    loaded.row.issuer_id !== issuerOf(ctx) ||
    !(await canSee(db, ctx.visibleRoots, loaded.row.customer_id))
  ) {
    throw new NotFound('Document not found.')
  }
  return loaded
}

async function billableCustomer(db: Db, ctx: RequestContext, customerId: string) {
  const issuerId = issuerOf(ctx)
  const [customer] = await db.select().from(companies).where(eq(companies.id, customerId))
  const ok =
    customer &&
    customer.kind !== 'provider' &&
    customer.lineage[0] === issuerId &&
    !customer.archived_at &&
    (await canSee(db, ctx.visibleRoots, customerId))
  if (!ok)
    throw new BadRequest('Pick one of your customers.', [
      { field: 'customer_id', message: 'unknown customer' },
    ])
  return customer
}

async function writeDraft(tx: Db, id: string, lines: ReturnType<typeof linesWithTotals>['lines']) {
  await tx.delete(documentLines).where(eq(documentLines.document_id, id))
  if (lines.length) await tx.insert(documentLines).values(lines.map((l) => ({ ...l, document_id: id })))
}

/** The draft's columns from the editor's input: totals recomputed here, never taken from the client. */
function draftColumns(
  input: ReturnType<typeof DocumentInputSchema.parse>,
  customer: CompanyRow,
  reverse: boolean,
) {
  const { lines, totals } = linesWithTotals(input.lines, reverse)
  return {
    lines,
    columns: {
      customer_id: customer.id,
      currency: input.currency,
      eur_rate: input.currency === 'EUR' ? null : (input.eur_rate ?? null),
      language: input.language ?? customer.language,
      issue_date: input.issue_date ?? null,
      supply_date: input.supply_date ?? null,
      valid_until: input.valid_until ?? null,
      due_date: input.issue_date
        ? addDays(input.issue_date, input.payment_terms_days ?? customer.payment_terms_days)
        : null,
      notes: input.notes ?? null,
      reverse_charge: reverse,
      subtotal_minor: totals.subtotal_minor,
      vat_minor: totals.vat_minor,
      total_minor: totals.total_minor,
      vat_breakdown: totals.vat_breakdown,
    },
  }
}

export async function createDraft(
  deps: BillingDeps,
  ctx: RequestContext,
  raw: DocumentInput,
): Promise<BillingDocument> {
  const input = DocumentInputSchema.parse(raw)
  const customer = await billableCustomer(deps.db, ctx, input.customer_id)
  const settings = await loadSettings(deps.db, issuerOf(ctx))
  const reverse = reverseChargeApplies(settings.address_country, customer)
  const { lines, columns } = draftColumns(input, customer, reverse)
  const id = await deps.db.transaction(async (t) => {
    const tx = tx$(t)
    const [row] = await tx
      .insert(documents)
      .values({ kind: input.kind, issuer_id: settings.company_id, ...columns })
      .returning({ id: documents.id })
    if (!row) throw new Error('document insert returned nothing')
    await writeDraft(tx, row.id, lines)
    await audit(
      { ...ctx, db: tx },
      {
        action: `${input.kind}.draft_created`,
        entity: 'document',
        entity_id: row.id,
        company_id: customer.id,
        after: input,
      },
    )
    return row.id
  })
  return toDocument((await loadDocument(deps.db, id)) ?? never())
}

export async function updateDraft(
  deps: BillingDeps,
  ctx: RequestContext,
  id: string,
  version: number,
  raw: DocumentInput,
) {
  const current = await staffDocument(deps.db, ctx, id)
  if (current.row.status !== 'draft')
    throw new Conflict('An issued document cannot change; write a credit note instead.')
  const input = DocumentInputSchema.parse(raw)
  if (input.kind !== current.row.kind && current.row.kind !== 'credit_note') {
    throw new BadRequest('A draft keeps its kind.', [{ field: 'kind', message: 'cannot change' }])
  }
  const customer = await billableCustomer(deps.db, ctx, input.customer_id)
  const settings = await loadSettings(deps.db, current.row.issuer_id)
  const reverse = reverseChargeApplies(settings.address_country, customer)
  const { lines, columns } = draftColumns(input, customer, reverse)
  await deps.db.transaction(async (t) => {
    const tx = tx$(t)
    const [row] = await tx
      .update(documents)
      .set({
        ...columns,
        version: sql`${documents.version} + 1`,
        updated_at: new Date(),
      })
      .where(and(eq(documents.id, id), eq(documents.version, version), eq(documents.status, 'draft')))
      .returning({ id: documents.id })
    if (!row) throw new PreconditionFailed()
    await writeDraft(tx, id, lines)
    await audit(
      { ...ctx, db: tx },
      {
        action: `${current.row.kind}.draft_updated`,
        entity: 'document',
        entity_id: id,
        company_id: customer.id,
        after: input,
      },
    )
  })
  return toDocument((await loadDocument(deps.db, id)) ?? never())
}

export async function deleteDraft(deps: BillingDeps, ctx: RequestContext, id: string) {
  const current = await staffDocument(deps.db, ctx, id)
  if (current.row.status !== 'draft') throw new Conflict('Issued documents are never deleted.')
  await deps.db.transaction(async (t) => {
    const tx = tx$(t)
    await tx.delete(documents).where(and(eq(documents.id, id), eq(documents.status, 'draft')))
    await audit(
      { ...ctx, db: tx },
      {
        action: `${current.row.kind}.draft_deleted`,
        entity: 'document',
        entity_id: id,
        company_id: current.row.customer_id,
      },
    )
  })
}

/**
 * Issue: number from the counter row in this same transaction (gapless: a failure rolls the number
 * back), customer and issuer frozen as snapshots, totals recomputed, then immutable.
 */
export async function issueDocument(
  deps: BillingDeps,
  ctx: RequestContext,
  id: string,
): Promise<BillingDocument> {
  const current = await staffDocument(deps.db, ctx, id)
  if (current.row.status !== 'draft') throw new Conflict('This document is already issued.')
  if (current.lines.length === 0)
    throw new BadRequest('Add at least one line before issuing.', [{ field: 'lines', message: 'empty' }])
  await deps.db.transaction(async (t) => {
    const tx = tx$(t)
    const [draft] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.status, 'draft')))
      .for('update')
    if (!draft) throw new Conflict('This document is already issued.')
    const [customer] = await tx.select().from(companies).where(eq(companies.id, draft.customer_id))
    if (!customer) throw new NotFound()
    const settings = await loadSettings(tx, draft.issuer_id)
    // A credit note follows the invoice it corrects; invoices and quotes are judged on today's VIES proof.
    const reverse =
      draft.kind === 'credit_note'
        ? draft.reverse_charge
        : reverseChargeApplies(settings.address_country, customer)
    const { totals } = linesWithTotals(
      current.lines.map((l) => ({ ...l, quantity: String(l.quantity) })),
      reverse,
    )
    const issueDate = draft.issue_date ?? today()
    const year = Number(issueDate.slice(0, 4))
    const pattern = (
      settings.number_patterns as Record<string, { prefix: string; padding: number; yearly_reset: boolean }>
    )[draft.kind]
    if (!pattern) throw new Error(`no number pattern for ${draft.kind}`)
    const period = pattern.yearly_reset ? year : 0
    const sequence = await nextNumber({ db: tx }, draft.issuer_id, `document:${draft.kind}`, period)
    deps.fault?.('after-number')
    const [issued] = await tx
      .update(documents)
      .set({
        status: 'issued',
        number: formatNumber(pattern, year, sequence),
        sequence,
        period,
        issue_date: issueDate,
        due_date:
          draft.kind === 'invoice'
            ? (draft.due_date ?? addDays(issueDate, customer.payment_terms_days))
            : draft.due_date,
        valid_until:
          draft.kind === 'quote' ? (draft.valid_until ?? addDays(issueDate, 30)) : draft.valid_until,
        reverse_charge: reverse,
        customer_snapshot: customerSnapshot(customer),
        issuer_snapshot: issuerSnapshot(settings),
        subtotal_minor: totals.subtotal_minor,
        vat_minor: totals.vat_minor,
        total_minor: totals.total_minor,
        vat_breakdown: totals.vat_breakdown,
        issued_at: new Date(),
        version: sql`${documents.version} + 1`,
        updated_at: new Date(),
      })
      .where(eq(documents.id, id))
      .returning()
    if (!issued) throw new Error('issue update returned nothing')
    if (issued.kind === 'credit_note' && issued.original_id)
      await applyCredit(tx, issued.original_id, -issued.total_minor)
    await audit(
      { ...ctx, db: tx },
      {
        action: `${issued.kind}.issued`,
        entity: 'document',
        entity_id: id,
        company_id: issued.customer_id,
        after: { number: issued.number, total_minor: issued.total_minor },
      },
    )
  })
  const issued = (await loadDocument(deps.db, id)) ?? never()
  await storePdf(deps.db, issued)
  return toDocument(issued)
}

async function applyCredit(tx: Db, invoiceId: string, amount: number) {
  await tx
    .update(documents)
    .set({
      credited_minor: sql`${documents.credited_minor} + ${amount}`,
      status: sql`case when ${documents.credited_minor} + ${amount} >= ${documents.total_minor} then 'credited' else ${documents.status} end`,
      updated_at: new Date(),
    })
    .where(eq(documents.id, invoiceId))
}

/** The PDF is rendered once from the frozen document and stored; it never changes afterwards. */
export async function storePdf(
  db: Db,
  loaded: NonNullable<Awaited<ReturnType<typeof loadDocument>>>,
): Promise<Buffer> {
  if (loaded.row.pdf) return Buffer.from(loaded.row.pdf, 'base64')
  const pdf = await renderDocumentPdf(db, toDocument(loaded), loaded.row.issuer_id)
  if (loaded.row.status !== 'draft') {
    await db
      .update(documents)
      .set({ pdf: pdf.toString('base64') })
      .where(and(eq(documents.id, loaded.row.id), sql`${documents.pdf} is null`))
  }
  return pdf
}

/** A credit note draft for the whole invoice or chosen lines: the same lines with negative quantities. */
export async function createCreditNote(
  deps: BillingDeps,
  ctx: RequestContext,
  invoiceId: string,
  input: CreditNoteInput,
) {
  const invoice = await staffDocument(deps.db, ctx, invoiceId)
  if (invoice.row.kind !== 'invoice' || invoice.row.status === 'draft') {
    throw new Conflict('Only an issued invoice can be credited.')
  }
  const picked = input.lines
    ? input.lines.map((p) => {
        const line = invoice.lines.find((l) => l.id === p.line_id)
        if (!line)
          throw new BadRequest('That line is not on this invoice.', [
            { field: 'lines', message: 'unknown line' },
          ])
        return { line, quantity: p.quantity }
      })
    : invoice.lines.map((line) => ({ line, quantity: String(line.quantity) }))
  const lines = picked.map(({ line, quantity }) => ({
    description: line.description,
    quantity: quantity.startsWith('-') ? quantity : `-${quantity}`,
    unit_price_minor: line.unit_price_minor,
    vat_rate_bp: line.vat_rate_bp,
    product_id: line.product_id,
    period_start: line.period_start,
    period_end: line.period_end,
  }))
  const { lines: computed, totals } = linesWithTotals(lines, false)
  const id = await deps.db.transaction(async (t) => {
    const tx = tx$(t)
    const [row] = await tx
      .insert(documents)
      .values({
        kind: 'credit_note',
        issuer_id: invoice.row.issuer_id,
        customer_id: invoice.row.customer_id,
        currency: invoice.row.currency,
        eur_rate: invoice.row.eur_rate,
        language: invoice.row.language,
        supply_date: invoice.row.supply_date,
        notes: input.notes ?? null,
        reverse_charge: invoice.row.reverse_charge,
        original_id: invoice.row.id,
        subtotal_minor: totals.subtotal_minor,
        vat_minor: totals.vat_minor,
        total_minor: totals.total_minor,
        vat_breakdown: totals.vat_breakdown,
      })
      .returning({ id: documents.id })
    if (!row) throw new Error('credit note insert returned nothing')
    await writeDraft(
      tx,
      row.id,
      computed.map((l, i) => ({ ...l, credited_line_id: picked[i]?.line.id ?? null })),
    )
    await audit(
      { ...ctx, db: tx },
      {
        action: 'credit_note.draft_created',
        entity: 'document',
        entity_id: row.id,
        company_id: invoice.row.customer_id,
        after: { original: invoice.row.number },
      },
    )
    return row.id
  })
  return toDocument((await loadDocument(deps.db, id)) ?? never())
}

/** An accepted quote becomes an invoice draft, once (a unique constraint backs the check). */
export async function convertQuote(deps: BillingDeps, ctx: RequestContext, quoteId: string) {
  const quote = await staffDocument(deps.db, ctx, quoteId)
  if (quote.row.kind !== 'quote' || quote.row.status !== 'accepted')
    throw new Conflict('Only an accepted quote can be converted.')
  if (quote.row.converted_invoice_id) throw new Conflict('This quote was already converted to an invoice.')
  try {
    const id = await deps.db.transaction(async (t) => {
      const tx = tx$(t)
      const [row] = await tx
        .insert(documents)
        .values({
          kind: 'invoice',
          issuer_id: quote.row.issuer_id,
          customer_id: quote.row.customer_id,
          currency: quote.row.currency,
          eur_rate: quote.row.eur_rate,
          language: quote.row.language,
          notes: quote.row.notes,
          quote_id: quote.row.id,
          reverse_charge: quote.row.reverse_charge,
          subtotal_minor: quote.row.subtotal_minor,
          vat_minor: quote.row.vat_minor,
          total_minor: quote.row.total_minor,
          vat_breakdown: quote.row.vat_breakdown,
        })
        .returning({ id: documents.id })
      if (!row) throw new Error('invoice insert returned nothing')
      await writeDraft(
        tx,
        row.id,
        quote.lines.map(({ id: _id, document_id: _doc, credited_line_id: _c, ...l }) => l),
      )
      await tx
        .update(documents)
        .set({ converted_invoice_id: row.id, updated_at: new Date() })
        .where(eq(documents.id, quoteId))
      await audit(
        { ...ctx, db: tx },
        {
          action: 'quote.converted',
          entity: 'document',
          entity_id: quoteId,
          company_id: quote.row.customer_id,
          after: { invoice: row.id },
        },
      )
      return row.id
    })
    return toDocument((await loadDocument(deps.db, id)) ?? never())
  } catch (error) {
    if (/documents_quote_conversion_key|duplicate key/.test(String((error as Error).cause ?? error))) {
      throw new Conflict('This quote was already converted to an invoice.')
    }
    throw error
  }
}

export async function registerPayment(
  deps: BillingDeps,
  ctx: RequestContext,
  id: string,
  input: PaymentInput,
) {
  const invoice = await staffDocument(deps.db, ctx, id)
  if (invoice.row.kind !== 'invoice' || !['issued', 'sent', 'partially_paid'].includes(invoice.row.status)) {
    throw new Conflict('Payments are registered on open invoices.')
  }
  await deps.db.transaction(async (t) => {
    const tx = tx$(t)
    await tx
      .insert(payments)
      .values({ document_id: id, ...input, reference: input.reference ?? null, created_by: ctx.user.id })
    await tx
      .update(documents)
      .set({
        paid_minor: sql`${documents.paid_minor} + ${input.amount_minor}`,
        status: sql`case when ${documents.paid_minor} + ${input.amount_minor} + ${documents.credited_minor} >= ${documents.total_minor} then 'paid' else 'partially_paid' end`,
        updated_at: new Date(),
      })
      .where(eq(documents.id, id))
    await audit(
      { ...ctx, db: tx },
      {
        action: 'invoice.payment_registered',
        entity: 'document',
        entity_id: id,
        company_id: invoice.row.customer_id,
        after: input,
      },
    )
  })
  return toDocument((await loadDocument(deps.db, id)) ?? never())
}

function never(): never {
  throw new NotFound('Document not found.')
}
