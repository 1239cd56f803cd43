import { randomUUID } from 'node:crypto'
import { type DocumentLineInput, DocumentLineInputSchema, MAX_DOCUMENT_LINES } from '@portico/contracts'
import { addDays } from '@portico/domain'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import { auditMany } from '../../lib/audit.ts'
import { nextNumbers } from '../../lib/counters.ts'
import { NotFound } from '../../lib/errors.ts'
import { todayOf } from './documents.mapper.ts'
import { customersByIds } from './documents.repository.ts'
import { insertIssuedDocuments } from './documentWrites.repository.ts'
import { postInvoices } from './ledger.service.ts'
import { customerSnapshot, issuerSnapshot, linesWithTotals, reverseChargeApplies } from './rules.ts'
import type { SettingsRow } from './settings.repository.ts'
import { formatNumber } from './settings.service.ts'

/** The queue that renders an issued invoice's PDF, off the issuing path. */
export const BILLING_RENDER_PDF = 'billing.render-pdf'
/** The queue that hears an invoice is overdue past the suspension day ({ providerId, documentId }). */
export const BILLING_INVOICE_OVERDUE = 'billing.invoice-overdue'

type NumberPattern = { prefix: string; padding: number; yearly_reset: boolean }
const LinesSchema = z.array(DocumentLineInputSchema).min(1).max(MAX_DOCUMENT_LINES)

type SystemInvoice = { customerId: string; currency: string; lines: DocumentLineInput[] }

/**
 * An invoice the portal writes itself (recurring invoicing, checkout), issued at once inside the
 * caller's transaction: the same rules as a staff invoice (reverse charge judged now, snapshots,
 * gapless number, VAT per rate). The caller queues BILLING_RENDER_PDF for its PDF.
 */
export async function issueSystemInvoice(
  tx: RequestContext,
  input: SystemInvoice & { settings: SettingsRow },
): Promise<{ id: string; number: string }> {
  const [issued] = await issueSystemInvoices(tx, input.settings, [input])
  if (!issued) throw new Error('no invoice issued')
  return issued
}

/**
 * Several such invoices in a handful of statements whatever their number (the daily run issues
 * them in batches): the customers read at once, consecutive numbers taken at once, the documents
 * written issued with their lines, one audit entry each. Returned in the order given.
 */
export async function issueSystemInvoices(
  tx: RequestContext,
  settings: SettingsRow,
  invoices: SystemInvoice[],
): Promise<{ id: string; number: string }[]> {
  if (invoices.length === 0) return []
  const customers = new Map(
    (await customersByIds(tx, [...new Set(invoices.map((i) => i.customerId))])).map((c) => [c.id, c]),
  )
  const issueDate = todayOf(tx)
  const year = Number(issueDate.slice(0, 4))
  const pattern = (settings.number_patterns as Record<string, NumberPattern>).invoice
  if (!pattern) throw new Error('no number pattern for invoices')
  const period = pattern.yearly_reset ? year : 0
  const drafts = invoices.map((invoice) => {
    const customer = customers.get(invoice.customerId)
    if (!customer) throw new NotFound()
    const reverse = reverseChargeApplies(settings.address_country, customer)
    return { invoice, customer, reverse, ...linesWithTotals(LinesSchema.parse(invoice.lines), reverse) }
  })
  const first = await nextNumbers(tx, settings.company_id, 'document:invoice', period, drafts.length)
  const issuer = issuerSnapshot(settings)
  const issuedAt = tx.platform.now()
  const docs = drafts.map(({ invoice, customer, reverse, totals, lines }, i) => ({
    values: {
      id: randomUUID(),
      kind: 'invoice' as const,
      issuer_id: settings.company_id,
      customer_id: customer.id,
      currency: invoice.currency,
      language: customer.language,
      subtotal_minor: totals.subtotal_minor,
      vat_minor: totals.vat_minor,
      total_minor: totals.total_minor,
      vat_breakdown: totals.vat_breakdown,
      reverse_charge: reverse,
    },
    issue: {
      number: formatNumber(pattern, year, first + i),
      sequence: first + i,
      period,
      issue_date: issueDate,
      due_date: addDays(issueDate, customer.payment_terms_days),
      customer_snapshot: customerSnapshot(customer),
      issuer_snapshot: issuer,
      issued_at: issuedAt,
    },
    lines,
  }))
  await insertIssuedDocuments(tx, docs)
  await postInvoices(
    tx,
    docs.map(({ values, issue }) => ({
      id: values.id,
      issuer_id: values.issuer_id,
      customer_id: values.customer_id,
      currency: values.currency,
      total_minor: values.total_minor,
      issue_date: issue.issue_date,
    })),
  )
  await auditMany(
    tx,
    docs.map(({ values, issue }) => ({
      action: 'invoice.issued',
      entity: 'document',
      entity_id: values.id,
      company_id: values.customer_id,
      after: { number: issue.number, total_minor: values.total_minor },
    })),
  )
  return docs.map(({ values, issue }) => ({ id: values.id, number: issue.number }))
}
