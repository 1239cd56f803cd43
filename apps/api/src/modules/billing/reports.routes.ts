import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { one, routes } from '../../lib/route.ts'
import { billingReport } from './reports.service.ts'

const ReportQuerySchema = z.strictObject({ from: z.iso.date(), to: z.iso.date() })
const ReportSchema = z.object({
  revenue_by_month: z.array(
    z.object({ month: z.string(), currency: z.string(), net_minor: z.number(), vat_minor: z.number() }),
  ),
  receivables: z.array(
    z.object({
      currency: z.string(),
      open_minor: z.number(),
      overdue_minor: z.number(),
      credit_minor: z.number(),
    }),
  ),
  vat_by_quarter: z.array(
    z.object({ quarter: z.string(), rate_bp: z.number(), base_minor: z.number(), vat_minor: z.number() }),
  ),
})
const report = { query: ReportQuerySchema, response: one(ReportSchema) }

/** Staff reports: revenue per month, receivables, VAT per rate per quarter. */
export async function reportsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'billing', access: 'issuer' })
  r.list('/billing/reports', 'getBillingReport', report, billingReport)
}
