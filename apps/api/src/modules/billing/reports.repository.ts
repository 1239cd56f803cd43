import { sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { queryRows } from '../../lib/sql.ts'

type Period = { from: string; to: string }

/** Issued invoices and credit notes of the caller's provider whose customer the caller sees. */
function issuedOf(ctx: RequestContext) {
  if (!ctx.providerId) return sql`false`
  return sql`d.issuer_id = ${ctx.providerId} and d.kind in ('invoice', 'credit_note') and d.status not in ('draft')
    and ${ownedByVisibleCompany(ctx, sql`d.customer_id`)}`
}

export async function revenueByMonth(ctx: RequestContext, { from, to }: Period) {
  return queryRows<{ month: string; currency: string; net_minor: string; vat_minor: string }>(
    ctx.db,
    sql`select to_char(d.issue_date, 'YYYY-MM') as month, d.currency, sum(d.subtotal_minor)::bigint as net_minor, sum(d.vat_minor)::bigint as vat_minor
        from documents d where ${issuedOf(ctx)} and d.issue_date between ${from}::date and ${to}::date
        group by 1, 2 order by 1, 2`,
  )
}

/** Open balances per currency, and the part past its due date on `today` (the provider's date). */
export async function receivables(ctx: RequestContext, today: string) {
  return queryRows<{ currency: string; open_minor: string; overdue_minor: string }>(
    ctx.db,
    sql`select d.currency, sum(d.total_minor - d.paid_minor - d.credited_minor)::bigint as open_minor,
          sum(case when d.due_date < ${today}::date then d.total_minor - d.paid_minor - d.credited_minor else 0 end)::bigint as overdue_minor
        from documents d where ${issuedOf(ctx)} and d.kind = 'invoice' and d.status in ('issued', 'sent', 'partially_paid')
        group by 1 order by 1`,
  )
}

/** VAT per rate per quarter, in EUR for other currencies (the VAT return). */
export async function vatByQuarter(ctx: RequestContext, { from, to }: Period) {
  return queryRows<{ quarter: string; rate_bp: number; base_minor: string; vat_minor: string }>(
    ctx.db,
    sql`select to_char(d.issue_date, 'YYYY-"Q"Q') as quarter, (r->>'rate_bp')::int as rate_bp,
          sum(round((r->>'base_minor')::numeric * coalesce(d.eur_rate, 1)))::bigint as base_minor,
          sum(round((r->>'vat_minor')::numeric * coalesce(d.eur_rate, 1)))::bigint as vat_minor
        from documents d cross join lateral jsonb_array_elements(d.vat_breakdown) r
        where ${issuedOf(ctx)} and d.issue_date between ${from}::date and ${to}::date
        group by 1, 2 order by 1, 2 desc`,
  )
}
