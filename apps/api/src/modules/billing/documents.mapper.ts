import type { BillingDocument, DocumentSummary } from '@portico/contracts'
import { todayIn, toEurMinor } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import type { DocumentRow, LineRow, LoadedDocument } from './documents.repository.ts'

type Party = NonNullable<BillingDocument['customer']>
type VatRow = { rate_bp: number; base_minor: number; vat_minor: number }

/** Today in the provider's time zone: the date documents are issued on and judged overdue by. */
/** What an invoice still owes: its total less what was paid and what credit notes took off. */
export const balanceOf = (d: { total_minor: number; paid_minor: number; credited_minor: number }) =>
  d.total_minor - d.paid_minor - d.credited_minor

export function todayOf(ctx: Pick<RequestContext, 'platform'>): string {
  return todayIn(ctx.platform.timeZone, ctx.platform.now())
}

export const OPEN_STATUSES = ['issued', 'sent', 'partially_paid']

/** An open invoice past its due date; `today` is the provider's date. */
export function isOverdue(row: Pick<DocumentRow, 'kind' | 'status' | 'due_date'>, today: string): boolean {
  return (
    row.kind === 'invoice' &&
    OPEN_STATUSES.includes(row.status) &&
    Boolean(row.due_date && row.due_date < today)
  )
}

export function toSummary(
  row: DocumentRow,
  customerName: string,
  today: string,
  originalNumber: string | null = null,
): DocumentSummary {
  const breakdown = (row.vat_breakdown as VatRow[]).map((r) => ({
    ...r,
    vat_eur_minor: row.eur_rate && row.currency !== 'EUR' ? toEurMinor(r.vat_minor, row.eur_rate) : null,
  }))
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    overdue: isOverdue(row, today),
    number: row.number,
    customer_id: row.customer_id,
    customer_name: (row.customer_snapshot as Party | null)?.name ?? customerName,
    currency: row.currency,
    eur_rate: row.eur_rate,
    language: row.language,
    issue_date: row.issue_date,
    due_date: row.due_date,
    supply_date: row.supply_date,
    valid_until: row.valid_until,
    notes: row.notes,
    reverse_charge: row.reverse_charge,
    vat_breakdown: breakdown,
    subtotal_minor: row.subtotal_minor,
    vat_minor: row.vat_minor,
    total_minor: row.total_minor,
    paid_minor: row.paid_minor,
    credited_minor: row.credited_minor,
    balance_minor: row.kind === 'invoice' ? balanceOf(row) : 0,
    original_id: row.original_id,
    original_number: originalNumber,
    quote_id: row.quote_id,
    converted_invoice_id: row.converted_invoice_id,
    issued_at: row.issued_at?.toISOString() ?? null,
    sent_at: row.sent_at?.toISOString() ?? null,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export function toLine(l: LineRow): BillingDocument['lines'][number] {
  return {
    id: l.id,
    position: l.position,
    description: l.description,
    quantity: String(Number(l.quantity)),
    unit_price_minor: l.unit_price_minor,
    vat_rate_bp: l.vat_rate_bp,
    product_id: l.product_id,
    period_start: l.period_start,
    period_end: l.period_end,
    line_total_minor: l.line_total_minor,
  }
}

export function toDocument(loaded: LoadedDocument, today: string): BillingDocument {
  return {
    ...toSummary(loaded.row, loaded.customer_name, today, loaded.original_number),
    customer: (loaded.row.customer_snapshot as Party | null) ?? null,
    issuer: (loaded.row.issuer_snapshot as Party | null) ?? null,
    lines: loaded.lines.map(toLine),
  }
}
