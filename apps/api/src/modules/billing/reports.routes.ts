import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { visibleCompanyFilter } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { queryRows } from '../../lib/sql.ts'
import { today } from './documents.repository.ts'
import { issuerOf } from './settings.service.ts'

const ReportQuerySchema = z.strictObject({ from: z.iso.date(), to: z.iso.date() })
const ReportSchema = z.object({
  revenue_by_month: z.array(
    z.object({ month: z.string(), currency: z.string(), net_minor: z.number(), vat_minor: z.number() }),
  ),
  receivables: z.array(z.object({ currency: z.string(), open_minor: z.number(), overdue_minor: z.number() })),
  vat_by_quarter: z.array(
    z.object({ quarter: z.string(), rate_bp: z.number(), base_minor: z.number(), vat_minor: z.number() }),
  ),
})

/**
 * Staff reports over issued invoices and credit notes: revenue per month, open and overdue
 * receivables, and VAT per rate per quarter for the VAT return (in EUR for other currencies).
 */
export async function reportsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/billing/reports',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['billing'],
        operationId: 'getBillingReport',
        security: bearer,
        querystring: ReportQuerySchema,
        response: { 200: z.object({ data: ReportSchema }), ...authProblems },
      },
    },
    async (req) => {
      const issuer = issuerOf(req.ctx)
      const scope = sql`d.customer_id in (select id from companies where ${visibleCompanyFilter(req.ctx.visibleRoots)})`
      const issued = sql`d.issuer_id = ${issuer} and d.kind in ('invoice', 'credit_note') and d.status not in ('draft') and ${scope}`
      const period = sql`d.issue_date between ${req.query.from}::date and ${req.query.to}::date`
      const revenue = await queryRows<{
        month: string
        currency: string
        net_minor: string
        vat_minor: string
      }>(
        db,
        sql`select to_char(d.issue_date, 'YYYY-MM') as month, d.currency, sum(d.subtotal_minor)::bigint as net_minor, sum(d.vat_minor)::bigint as vat_minor
            from documents d where ${issued} and ${period} group by 1, 2 order by 1, 2`,
      )
      const receivables = await queryRows<{ currency: string; open_minor: string; overdue_minor: string }>(
        db,
        sql`select d.currency, sum(d.total_minor - d.paid_minor - d.credited_minor)::bigint as open_minor,
              sum(case when d.due_date < ${today()}::date then d.total_minor - d.paid_minor - d.credited_minor else 0 end)::bigint as overdue_minor
            from documents d where ${issued} and d.kind = 'invoice' and d.status in ('issued', 'sent', 'partially_paid') group by 1 order by 1`,
      )
      const vat = await queryRows<{
        quarter: string
        rate_bp: number
        base_minor: string
        vat_minor: string
      }>(
        db,
        sql`select to_char(d.issue_date, 'YYYY-"Q"Q') as quarter, (r->>'rate_bp')::int as rate_bp,
              sum(round((r->>'base_minor')::numeric * coalesce(d.eur_rate, 1)))::bigint as base_minor,
              sum(round((r->>'vat_minor')::numeric * coalesce(d.eur_rate, 1)))::bigint as vat_minor
            from documents d cross join lateral jsonb_array_elements(d.vat_breakdown) r
            where ${issued} and ${period} group by 1, 2 order by 1, 2 desc`,
      )
      return {
        data: {
          revenue_by_month: revenue.map((r) => ({
            ...r,
            net_minor: Number(r.net_minor),
            vat_minor: Number(r.vat_minor),
          })),
          receivables: receivables.map((r) => ({
            ...r,
            open_minor: Number(r.open_minor),
            overdue_minor: Number(r.overdue_minor),
          })),
          vat_by_quarter: vat.map((r) => ({
            ...r,
            base_minor: Number(r.base_minor),
            vat_minor: Number(r.vat_minor),
          })),
        },
      }
    },
  )
}
