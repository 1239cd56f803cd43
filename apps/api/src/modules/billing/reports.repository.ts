import { sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { queryRows } from '../../lib/sql.ts'

type Period = { from: string; to: string }

/** Issued invoices and credit notes of the caller's provider whose customer the caller sees. */
function issuedOf(ctx: RequestContext) {
  if (!ctx.issuerId) return sql`false`
  return sql`d.issuer_id = ${ctx.issuerId} and d.kind in ('invoice', 'credit_note') and d.status not in ('draft')
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

/**
 * Open balances per currency, the part past its due date on `today` (the provider's date), and the
 * credit customers hold (what the provider owes them, to apply or refund).
 */
export async function receivables(ctx: RequestContext, today: string) {
  const credit = ctx.issuerId
    ? sql`select a.currency, 0::bigint as open_minor, 0::bigint as overdue_minor, a.credit_minor
        from customer_accounts a where a.issuer_id = ${ctx.issuerId} and a.credit_minor > 0
          and ${ownedByVisibleCompany(ctx, sql`a.customer_id`)}`
    : sql`select null::text, 0::bigint, 0::bigint, 0::bigint where false`
  return queryRows<{ currency: string; open_minor: string; overdue_minor: string; credit_minor: string }>(
    ctx.db,
    sql`select currency, sum(open_minor)::bigint as open_minor, sum(overdue_minor)::bigint as overdue_minor,
          sum(credit_minor)::bigint as credit_minor
        from (
          select d.currency, d.total_minor - d.paid_minor - d.credited_minor as open_minor,
            case when d.due_date < ${today}::date then d.total_minor - d.paid_minor - d.credited_minor else 0 end as overdue_minor,
            0::bigint as credit_minor
          from documents d where ${issuedOf(ctx)} and d.kind = 'invoice' and d.status in ('issued', 'sent', 'partially_paid')
          union all ${credit}
        ) r group by 1 order by 1`,
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
