import { CustomerExportQuerySchema, ImportReportSchema } from '@portico/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { sent } from '../../lib/route.ts'
import { exportColumns, exportCsv, importContacts, importCustomers } from './csv.service.ts'
import type { RecordKind } from './customers.repository.ts'
import { recordRoutes } from './recordRoutes.ts'

const CSV_LIMIT = 20 * 1024 * 1024

/** An import reads CSV and answers its report: 201 when all rows went in, 422 (nothing imported) when a row is wrong. */
const csvImport = (description: string) => ({
  description,
  consumes: ['text/csv'],
  body: z.string().max(CSV_LIMIT),
  response: ImportReportSchema,
  status: 201 as const,
  responses: { 422: ImportReportSchema },
})
const recordsImport = csvImport(
  'CSV with a header row: name, billing_email, phone, vat_id, coc_number, street, postal_code, city, country, language, currency, payment_terms_days. Nothing is imported when a row is wrong.',
)
const contactsImport = csvImport(
  'CSV with a header row: customer_number, full_name, job_title, phone_number, phone_number_extension, mobile_number, email, preferred_language, communication_method.',
)

/** The export and the two imports of one kind of record. */
function declare(app: FastifyInstance, kind: RecordKind) {
  const r = recordRoutes(app, kind)
  type Declare = (url: string, operationId: string) => void
  const reported = <T extends { errors: unknown[] }>(report: T, reply: FastifyReply) => {
    if (report.errors.length) reply.code(422)
    return report
  }
  const exportList: Declare = (url, operationId) =>
    r.get(
      url,
      operationId,
      {
        description: 'The filtered list as CSV (all pages), with the chosen columns.',
        query: CustomerExportQuerySchema,
        response: sent(z.string().describe('text/csv')),
      },
      async (ctx, { query, reply }) => {
        exportColumns(query.columns)
        const stream = await exportCsv(ctx, { kind, query })
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}s.csv"`)
          .send(stream)
      },
    )
  const importRecords: Declare = (url, operationId) =>
    r.post(url, operationId, recordsImport, async (ctx, { body, reply }) =>
      reported(await importCustomers(ctx, { kind, csv: body }), reply),
    )
  const importContactList: Declare = (url, operationId) =>
    r.post(url, operationId, contactsImport, async (ctx, { body, reply }) =>
      reported(await importContacts(ctx, { kind, csv: body }), reply),
    )
  return { export: exportList, importRecords, importContacts: importContactList }
}

/** CSV export of the current list (streamed) and all-or-nothing imports of records and their contacts. */
export async function csvRoutes(app: FastifyInstance) {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_LIMIT }, (_req, body, done) =>
    done(null, body),
  )
  const customer = declare(app, 'customer')
  customer.export('/customers/export', 'exportCustomers')
  customer.importRecords('/customers/import', 'importCustomers')
  customer.importContacts('/customers/contacts/import', 'importCustomerContacts')

  const reseller = declare(app, 'reseller')
  reseller.export('/resellers/export', 'exportResellers')
  reseller.importRecords('/resellers/import', 'importResellers')
  reseller.importContacts('/resellers/contacts/import', 'importResellerContacts')
}
