import type { BillingDocument, DocumentLineInput, PaymentInput } from '@portico/contracts'
import { addDays } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { nextNumber } from '../../lib/counters.ts'
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import { billingTexts } from './billing.texts.ts'
import { auditDocument } from './documentAudit.ts'
import { toDocument, todayOf } from './documents.mapper.ts'
import { customerOf, lockDraft } from './documents.repository.ts'
import { reloadForStaff, staffDocument } from './documents.service.ts'
import { markIssued } from './documentWrites.repository.ts'
import { postCreditNote, postInvoice, receivePayment } from './ledger.service.ts'
import { customerSnapshot, issuerSnapshot, linesWithTotals, reverseChargeApplies } from './rules.ts'
import { formatNumber, loadSettings } from './settings.service.ts'
import { BILLING_RENDER_PDF } from './systemInvoice.service.ts'

type NumberPattern = { prefix: string; padding: number; yearly_reset: boolean }

/**
 * Issue: number from the counter row in this same transaction (gapless: a failure rolls the number
 * back), customer and issuer frozen as snapshots, totals recomputed, then immutable.
 */
export async function issueDocument(ctx: RequestContext, id: string): Promise<BillingDocument> {
  const current = await staffDocument(ctx, id)
  if (current.row.status !== 'draft') throw new Conflict(billingTexts.documentAlreadyIssued)
  if (current.lines.length === 0)
    throw new BadRequest(billingTexts.noLines, [{ field: 'lines', message: 'empty' }])
  const lines = current.lines.map((l) => ({ ...l, quantity: String(l.quantity) }))
  await ctx.transaction(async (tx) => {
    await issueDraft(tx, id, lines)
    // Drawn off the issuing path; sending or downloading before the job ran draws the same PDF then.
    await tx.platform.jobs.send(tx.db, BILLING_RENDER_PDF, {
      providerId: tx.providerId,
      issuerId: current.row.issuer_id,
      documentId: id,
    })
  })
  return toDocument(await staffDocument(ctx, id), todayOf(ctx))
}

/** Issues a draft inside the caller's transaction (`tx`), given its lines; the PDF is rendered later. */
export async function issueDraft(tx: RequestContext, id: string, lines: DocumentLineInput[]): Promise<void> {
  const draft = await lockDraft(tx, id)
  if (!draft) throw new Conflict(billingTexts.documentAlreadyIssued)
  const customer = await customerOf(tx, draft)
  if (!customer) throw new NotFound()
  const settings = await loadSettings(tx, draft.issuer_id)
  // A credit note follows the invoice it corrects; invoices and quotes are judged on today's VIES proof.
  const reverse =
    draft.kind === 'credit_note'
      ? draft.reverse_charge
      : reverseChargeApplies(settings.address_country, customer)
  const { totals } = linesWithTotals(lines, reverse)
  if (draft.kind === 'invoice' && totals.total_minor < 0) throw new Conflict(billingTexts.negativeInvoice)
  const issueDate = draft.issue_date ?? todayOf(tx)
  const year = Number(issueDate.slice(0, 4))
  const pattern = (settings.number_patterns as Record<string, NumberPattern>)[draft.kind]
  if (!pattern) throw new Error(`no number pattern for ${draft.kind}`)
  const period = pattern.yearly_reset ? year : 0
  const sequence = await nextNumber(tx, draft.issuer_id, `document:${draft.kind}`, period)
  tx.platform.billingFault?.('after-number')
  const issued = await markIssued(tx, id, {
    number: formatNumber(pattern, year, sequence),
    sequence,
    period,
    issue_date: issueDate,
    due_date:
      draft.kind === 'invoice'
        ? (draft.due_date ?? addDays(issueDate, customer.payment_terms_days))
        : draft.due_date,
    valid_until: draft.kind === 'quote' ? (draft.valid_until ?? addDays(issueDate, 30)) : draft.valid_until,
    reverse_charge: reverse,
    customer_snapshot: customerSnapshot(customer),
    issuer_snapshot: issuerSnapshot(settings),
    subtotal_minor: totals.subtotal_minor,
    vat_minor: totals.vat_minor,
    total_minor: totals.total_minor,
    vat_breakdown: totals.vat_breakdown,
    issued_at: tx.platform.now(),
  })
  if (issued.kind === 'invoice') await postInvoice(tx, issued)
  if (issued.kind === 'credit_note') await postCreditNote(tx, issued)
  await auditDocument(tx, `${issued.kind}.issued`, id, issued.customer_id, {
    number: issued.number,
    total_minor: issued.total_minor,
  })
}

export async function registerPayment(
  ctx: RequestContext,
  { id, body }: { id: string; body: PaymentInput },
): Promise<BillingDocument> {
  const invoice = await staffDocument(ctx, id)
  if (invoice.row.kind !== 'invoice' || !['issued', 'sent', 'partially_paid'].includes(invoice.row.status)) {
    throw new Conflict(billingTexts.paymentsOnOpenInvoices)
  }
  await ctx.transaction(async (tx) => {
    const { paymentId } = await receivePayment(tx, invoice.row, id, body)
    await auditDocument(tx, 'invoice.payment_registered', id, invoice.row.customer_id, {
      ...body,
      payment_id: paymentId,
    })
  })
  return reloadForStaff(ctx, id)
}
