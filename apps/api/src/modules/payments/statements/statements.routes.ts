import multipart from '@fastify/multipart'
import {
  BankEntryAssignSchema,
  BankEntryListQuerySchema,
  BankEntrySchema,
  IdParamsSchema,
  StatementImportSchema,
} from '@portico/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { BadRequest } from '../../../lib/errors.ts'
import { many, one, routes } from '../../../lib/route.ts'
import { paymentsTexts } from '../payments.texts.ts'
import { assignBankEntry, bankEntries, importStatement } from './statements.service.ts'

/** A statement of a month with thousands of bookings stays well below this. */
const STATEMENT_MAX_BYTES = 20 * 1024 * 1024

/** The statement as sent: the XML as the body, or a multipart field `file`. */
async function statementXml(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) return String(request.body ?? '')
  const file = await request.file()
  if (!file) throw new BadRequest(paymentsTexts.notAStatement, [{ field: 'file', message: 'missing' }])
  return (await file.toBuffer()).toString('utf8')
}

/** Bank statements: staff import CAMT.053 files and assign what did not match. */
export async function statementsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 } })
  for (const type of ['application/xml', 'text/xml'])
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: STATEMENT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    )
  const r = routes(app, { tag: 'billing', access: 'issuer' })
  r.post(
    '/billing/bank-statements',
    'importBankStatement',
    {
      response: one(StatementImportSchema),
      status: 201,
      consumes: ['application/xml', 'text/xml', 'multipart/form-data'],
      body: z.unknown(),
      problems: ['tooLarge', 'unsupportedType'],
      description:
        'A CAMT.053 statement, as the body (application/xml) or a multipart field `file`. Importing it again adds nothing.',
    },
    async (ctx, { request }) => importStatement(ctx, await statementXml(request)),
  )
  r.list(
    '/billing/bank-entries',
    'listBankEntries',
    { query: BankEntryListQuerySchema, response: many(BankEntrySchema) },
    bankEntries,
  )
  r.post(
    '/billing/bank-entries/:id/assign',
    'assignBankEntry',
    {
      params: IdParamsSchema,
      body: BankEntryAssignSchema,
      response: one(BankEntrySchema),
      problems: ['notFound', 'conflict'],
    },
    (ctx, { params, body }) => assignBankEntry(ctx, params.id, body),
  )
}
