import type { BillingDocument, CreditNoteInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict } from '../../lib/errors.ts'
import { billingTexts } from './billing.texts.ts'
import { reloadForStaff, staffDocument } from './documents.service.ts'
import { insertDocument, linkConversion, replaceLines } from './documentWrites.repository.ts'
import { linesWithTotals } from './rules.ts'

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
    await replaceLines(
      tx,
      id,
      computed.map((l, i) => ({ ...l, credited_line_id: picked[i]?.line.id ?? null })),
    )
    await audit(tx, {
      action: 'credit_note.draft_created',
      entity: 'document',
      entity_id: id,
      company_id: invoice.row.customer_id,
      after: { original: invoice.row.number },
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
      await replaceLines(
        tx,
        id,
        quote.lines.map(({ id: _id, document_id: _doc, credited_line_id: _c, ...l }) => l),
      )
      await linkConversion(tx, quoteId, id)
      await audit(tx, {
        action: 'quote.converted',
        entity: 'document',
        entity_id: quoteId,
        company_id: quote.row.customer_id,
        after: { invoice: id },
      })
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
