import type { BillingDocument, CreditNoteInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { BadRequest, Conflict } from '../../lib/errors.ts'
import { billingTexts } from './billing.texts.ts'
import { auditDocument } from './documentAudit.ts'
import type { DocumentRow } from './documents.repository.ts'
import { reloadForStaff, staffDocument } from './documents.service.ts'
import { insertDocument, linkConversion, replaceLines } from './documentWrites.repository.ts'
import { linesWithTotals } from './rules.ts'

type Source = Pick<
  DocumentRow,
  'issuer_id' | 'customer_id' | 'currency' | 'eur_rate' | 'language' | 'reverse_charge'
>
type Totals = Pick<DocumentRow, 'subtotal_minor' | 'vat_minor' | 'total_minor' | 'vat_breakdown'>

/** What a document made from another (a credit note, an invoice from a quote) takes over from it. */
const takenOver = ({ issuer_id, customer_id, currency, eur_rate, language, reverse_charge }: Source) => ({
  issuer_id,
  customer_id,
  currency,
  eur_rate,
  language,
  reverse_charge,
})

const totalsOf = ({ subtotal_minor, vat_minor, total_minor, vat_breakdown }: Totals) => ({
  subtotal_minor,
  vat_minor,
  total_minor,
  vat_breakdown,
})

/** A credit note draft for the whole invoice or chosen lines: the same lines with negative quantities. */
export async function createCreditNote(
  ctx: RequestContext,
  { id: invoiceId, body: input }: { id: string; body: CreditNoteInput },
): Promise<BillingDocument> {
  const invoice = await staffDocument(ctx, invoiceId)
  if (invoice.row.kind !== 'invoice' || invoice.row.status === 'draft') {
    throw new Conflict(billingTexts.onlyIssuedCredited)
  }
  const picked = input.lines
    ? input.lines.map((p) => {
        const line = invoice.lines.find((l) => l.id === p.line_id)
        if (!line)
          throw new BadRequest(billingTexts.lineNotOnInvoice, [{ field: 'lines', message: 'unknown line' }])
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
  const id = await ctx.transaction(async (tx) => {
    const id = await insertDocument(tx, {
      kind: 'credit_note',
      ...takenOver(invoice.row),
      supply_date: invoice.row.supply_date,
      notes: input.notes ?? null,
      original_id: invoice.row.id,
      ...totalsOf(totals),
    })
    await replaceLines(
      tx,
      id,
      computed.map((l, i) => ({ ...l, credited_line_id: picked[i]?.line.id ?? null })),
    )
    await auditDocument(tx, 'credit_note.draft_created', id, invoice.row.customer_id, {
      original: invoice.row.number,
    })
    return id
  })
  return reloadForStaff(ctx, id)
}

/** An accepted quote becomes an invoice draft, once (a unique constraint backs the check). */
export async function convertQuote(ctx: RequestContext, quoteId: string): Promise<BillingDocument> {
  const quote = await staffDocument(ctx, quoteId)
  if (quote.row.kind !== 'quote' || quote.row.status !== 'accepted')
    throw new Conflict(billingTexts.onlyAcceptedConverted)
  if (quote.row.converted_invoice_id) throw new Conflict(billingTexts.alreadyConverted)
  try {
    const id = await ctx.transaction(async (tx) => {
      const id = await insertDocument(tx, {
        kind: 'invoice',
        ...takenOver(quote.row),
        notes: quote.row.notes,
        quote_id: quote.row.id,
        ...totalsOf(quote.row),
      })
      await replaceLines(
        tx,
        id,
        quote.lines.map(({ id: _id, document_id: _doc, credited_line_id: _c, ...l }) => l),
      )
      await linkConversion(tx, quoteId, id)
      await auditDocument(tx, 'quote.converted', quoteId, quote.row.customer_id, { invoice: id })
      return id
    })
    return reloadForStaff(ctx, id)
  } catch (error) {
    if (/documents_quote_conversion_key|duplicate key/.test(String((error as Error).cause ?? error))) {
      throw new Conflict(billingTexts.alreadyConverted)
    }
    throw error
  }
}
