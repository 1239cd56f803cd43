import type { RequestContext } from '../../auth/context.ts'
import { todayOf } from './documents.mapper.ts'
import { receivables, revenueByMonth, vatByQuarter } from './reports.repository.ts'

/**
 * Staff reports over issued invoices and credit notes: revenue per month, open and overdue
 * receivables with the credit customers hold, and VAT per rate per quarter for the VAT return (in EUR for other currencies).
 */
export async function billingReport(ctx: RequestContext, period: { from: string; to: string }) {
  const [revenue, open, vat] = [
    await revenueByMonth(ctx, period),
    await receivables(ctx, todayOf(ctx)),
    await vatByQuarter(ctx, period),
  ]
  return {
    revenue_by_month: revenue.map((r) => ({
      ...r,
      net_minor: Number(r.net_minor),
      vat_minor: Number(r.vat_minor),
    })),
    receivables: open.map((r) => ({
      ...r,
      open_minor: Number(r.open_minor),
      overdue_minor: Number(r.overdue_minor),
      credit_minor: Number(r.credit_minor),
    })),
    vat_by_quarter: vat.map((r) => ({
      ...r,
      base_minor: Number(r.base_minor),
      vat_minor: Number(r.vat_minor),
    })),
  }
}
