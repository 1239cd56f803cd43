import { CustomerExportQuerySchema, ImportReportSchema } from '@portico/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import { authProblems } from '../../lib/routeSchema.ts'
import { exportColumns, exportCsv, importContacts, importCustomers } from './csv.service.ts'
import type { RecordKind } from './customers.repository.ts'
import { route } from './route.ts'

const CSV_LIMIT = 20 * 1024 * 1024

const exportCsvSchema = {
  description: 'The filtered list as CSV (all pages), with the chosen columns.',
  querystring: CustomerExportQuerySchema,
  response: { 200: z.string().describe('text/csv'), ...authProblems },
}
const csvBody = {
  consumes: ['text/csv'],
  body: z.string().max(CSV_LIMIT),
  response: { 201: ImportReportSchema, 422: ImportReportSchema, ...authProblems },
}
const importRecords = {
  description:
    'CSV with a header row: name, billing_email, phone, vat_id, coc_number, street, postal_code, city, country, language, currency, payment_terms_days. Nothing is imported when a row is wrong.',
  ...csvBody,
}
const importContactsSchema = {
  description:
    'CSV with a header row: customer_number, full_name, job_title, phone_number, phone_number_extension, mobile_number, email, preferred_language, communication_method.',
  ...csvBody,
}

type Req<B = unknown, Q = unknown> = { ctx: RequestContext; body: B; query: Q }
type ExportQuery = z.infer<typeof CustomerExportQuerySchema>
function handlers(kind: RecordKind) {
  return {
    export: async (req: Req<unknown, ExportQuery>, reply: FastifyReply) => {
      exportColumns(req.query.columns)
      const stream = await exportCsv(req.ctx, { kind, query: req.query })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}s.csv"`)
        .send(stream as unknown as string)
    },
    importRecords: async (req: Req<string>, reply: FastifyReply) => {
      const report = await importCustomers(req.ctx, { kind, csv: req.body })
      return reply.code(report.errors.length ? 422 : 201).send(report)
    },
    importContacts: async (req: Req<string>, reply: FastifyReply) => {
      const report = await importContacts(req.ctx, { kind, csv: req.body })
      return reply.code(report.errors.length ? 422 : 201).send(report)
    },
  }
}

/** CSV export of the current list (streamed) and all-or-nothing imports of records and their contacts. */
export async function csvRoutes(app: FastifyInstance) {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_LIMIT }, (_req, body, done) =>
    done(null, body),
  )
  const r = app.withTypeProvider<ZodTypeProvider>()

  const customer = handlers('customer')
  r.get('/customers/export', route('customers', 'exportCustomers', exportCsvSchema), customer.export)
  r.post('/customers/import', route('customers', 'importCustomers', importRecords), customer.importRecords)
  r.post(
    '/customers/contacts/import',
    route('customers', 'importCustomerContacts', importContactsSchema),
    customer.importContacts,
  )

  const reseller = handlers('reseller')
  r.get('/resellers/export', route('resellers', 'exportResellers', exportCsvSchema), reseller.export)
  r.post('/resellers/import', route('resellers', 'importResellers', importRecords), reseller.importRecords)
  r.post(
    '/resellers/contacts/import',
    route('resellers', 'importResellerContacts', importContactsSchema),
    reseller.importContacts,
  )
}
