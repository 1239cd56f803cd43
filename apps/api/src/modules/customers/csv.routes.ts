import { CustomerExportQuerySchema, ImportReportSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { exportColumns, exportCsv, importContacts, importCustomers } from './csv.service.ts'
import type { RecordKind } from './customers.repository.ts'
import type { CustomerDeps } from './customers.service.ts'

const CSV_LIMIT = 20 * 1024 * 1024

/** CSV export of the current list (streamed) and all-or-nothing imports of records and their contacts. */
export function csvRoutes(kind: RecordKind) {
  const plural = `${kind}s`
  const Name = kind === 'customer' ? 'Customer' : 'Reseller'
  return async (app: FastifyInstance, deps: CustomerDeps) => {
    app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_LIMIT }, (_req, body, done) =>
      done(null, body),
    )
    const r = app.withTypeProvider<ZodTypeProvider>()
    const tags = [plural]
    const config = { access: 'authenticated' as const }
    r.get(
      `/${plural}/export`,
      {
        config,
        schema: {
          tags,
          operationId: `export${Name}s`,
          description: 'The filtered list as CSV (all pages), with the chosen columns.',
          security: bearer,
          querystring: CustomerExportQuerySchema,
          response: { 200: z.string().describe('text/csv'), ...authProblems },
        },
      },
      async (req, reply) => {
        exportColumns(req.query.columns)
        const stream = await exportCsv(deps, req.ctx, kind, req.query)
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${plural}.csv"`)
          .send(stream as unknown as string)
      },
    )
    for (const what of ['records', 'contacts'] as const) {
      r.post(
        what === 'records' ? `/${plural}/import` : `/${plural}/contacts/import`,
        {
          config,
          schema: {
            tags,
            operationId: what === 'records' ? `import${Name}s` : `import${Name}Contacts`,
            description:
              what === 'records'
                ? `CSV with a header row: ${'name, billing_email, phone, vat_id, coc_number, street, postal_code, city, country, language, currency, payment_terms_days'}. Nothing is imported when a row is wrong.`
                : 'CSV with a header row: customer_number, full_name, job_title, phone_number, phone_number_extension, mobile_number, email, preferred_language, communication_method.',
            security: bearer,
            consumes: ['text/csv'],
            body: z.string().max(CSV_LIMIT),
            response: { 201: ImportReportSchema, 422: ImportReportSchema, ...authProblems },
          },
        },
        async (req, reply) => {
          const report =
            what === 'records'
              ? await importCustomers(deps, req.ctx, kind, req.body)
              : await importContacts(deps, req.ctx, kind, req.body)
          return reply.code(report.errors.length ? 422 : 201).send(report)
        },
      )
    }
  }
}
