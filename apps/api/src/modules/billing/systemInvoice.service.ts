import { type DocumentLineInput, DocumentLineInputSchema } from '@portico/contracts'
import { addDays } from '@portico/domain'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import { nextNumber } from '../../lib/counters.ts'
import { NotFound } from '../../lib/errors.ts'
import { auditDocument } from './documentAudit.ts'
import { todayOf } from './documents.mapper.ts'
import { customerOf } from './documents.repository.ts'
import { insertDocument, insertLines, markIssued } from './documentWrites.repository.ts'
import { customerSnapshot, issuerSnapshot, linesWithTotals, reverseChargeApplies } from './rules.ts'
import type { SettingsRow } from './settings.repository.ts'
import { formatNumber } from './settings.service.ts'

/** The queue that renders an issued invoice's PDF, off the issuing path. */
export const BILLING_RENDER_PDF = 'billing.render-pdf'

type NumberPattern = { prefix: string; padding: number; yearly_reset: boolean }
const LinesSchema = z.array(DocumentLineInputSchema).min(1).max(500)

/**
 * An invoice the portal writes itself (recurring invoicing, checkout), issued at once inside the
 * caller's transaction: the same rules as a staff invoice (reverse charge judged now, snapshots,
 * gapless number, VAT per rate), in a few statements. The caller queues BILLING_RENDER_PDF for its PDF.
 */
export async function issueSystemInvoice(
  tx: RequestContext,
  input: { settings: SettingsRow; customerId: string; currency: string; lines: DocumentLineInput[] },
): Promise<{ id: string; number: string | null }> {
  const lines = LinesSchema.parse(input.lines)
  const { settings } = input
  const customer = await customerOf(tx, { customer_id: input.customerId })
  if (!customer) throw new NotFound()
  const reverse = reverseChargeApplies(settings.address_country, customer)
  const { lines: rows, totals } = linesWithTotals(lines, reverse)
  const issueDate = todayOf(tx)
  const year = Number(issueDate.slice(0, 4))
  const pattern = (settings.number_patterns as Record<string, NumberPattern>).invoice
  if (!pattern) throw new Error('no number pattern for invoices')
  const period = pattern.yearly_reset ? year : 0
  const amounts = {
    subtotal_minor: totals.subtotal_minor,
    vat_minor: totals.vat_minor,
    total_minor: totals.total_minor,
    vat_breakdown: totals.vat_breakdown,
    reverse_charge: reverse,
  }
  const id = await insertDocument(tx, {
    kind: 'invoice',
    issuer_id: settings.company_id,
    customer_id: customer.id,
    currency: input.currency,
    language: customer.language,
    ...amounts,
  })
  await insertLines(tx, id, rows)
  const sequence = await nextNumber(tx, settings.company_id, 'document:invoice', period)
  const issued = await markIssued(tx, id, {
    number: formatNumber(pattern, year, sequence),
    sequence,
    period,
    issue_date: issueDate,
    due_date: addDays(issueDate, customer.payment_terms_days),
    customer_snapshot: customerSnapshot(customer),
    issuer_snapshot: issuerSnapshot(settings),
    issued_at: tx.platform.now(),
  })
  await auditDocument(tx, 'invoice.issued', id, customer.id, {
    number: issued.number,
    total_minor: issued.total_minor,
  })
  return { id, number: issued.number }
}
