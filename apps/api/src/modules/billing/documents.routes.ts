import {
  CreditNoteInputSchema,
  DocumentInputSchema,
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentResponseSchema,
  IdParamsSchema,
  PaymentInputSchema,
  PaymentSchema,
  ProblemSchema,
  SendDocumentInputSchema,
} from '@portico/contracts'
import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { payments } from '../../db/schema/index.ts'
import { expectedVersion, sendWithEtag } from '../../lib/concurrency.ts'
import { idempotent } from '../../lib/idempotency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { listDocuments } from './documents.list.ts'
import { toDocument } from './documents.repository.ts'
import {
  type BillingDeps,
  convertQuote,
  createCreditNote,
  createDraft,
  deleteDraft,
  issueDocument,
  registerPayment,
  staffDocument,
  storePdf,
  updateDraft,
} from './documents.service.ts'
import { type SendDeps, sendDocument } from './send.service.ts'
import { issuerOf } from './settings.service.ts'

const problems = { ...authProblems, 404: ProblemSchema, 409: ProblemSchema }
const idempotencyNote =
  'Send an Idempotency-Key to make retries safe: the same key and body replay the answer.'

/** Staff billing: drafts, issue, send, payments, credit notes, quote conversion, PDF. */
export async function documentsRoutes(app: FastifyInstance, deps: BillingDeps & SendDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const { db } = deps
  const tags = ['billing']
  const config = { access: 'staff' as const }
  const base = '/billing/documents'
  const one = (operationId: string, extra: Record<string, unknown> = {}) => ({
    config,
    schema: {
      tags,
      operationId,
      security: bearer,
      params: IdParamsSchema,
      response: { 200: DocumentResponseSchema, ...problems },
      ...extra,
    },
  })

  r.get(
    base,
    {
      config,
      schema: {
        tags,
        operationId: 'listDocuments',
        security: bearer,
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListResponseSchema, ...authProblems },
      },
    },
    async (req) => listDocuments(db, req.ctx, req.query, { issuerId: issuerOf(req.ctx) }),
  )
  r.post(
    base,
    {
      config,
      schema: {
        tags,
        operationId: 'createDraft',
        security: bearer,
        body: DocumentInputSchema,
        response: { 201: DocumentResponseSchema, ...problems },
      },
    },
    async (req, reply) => {
      const doc = await createDraft(deps, req.ctx, req.body)
      reply.code(201).header('Location', `/api/v1${base}/${doc.id}`)
      return sendWithEtag(reply, doc.version, { data: doc })
    },
  )
  r.get(`${base}/:id`, one('getDocument'), async (req, reply) => {
    const doc = toDocument(await staffDocument(db, req.ctx, req.params.id))
    return sendWithEtag(reply, doc.version, { data: doc })
  })
  r.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        operationId: 'updateDraft',
        security: bearer,
        params: IdParamsSchema,
        body: DocumentInputSchema,
        description: 'Drafts only (409 once issued); If-Match required.',
        response: { 200: DocumentResponseSchema, ...problems },
      },
    },
    async (req, reply) => {
      const doc = await updateDraft(deps, req.ctx, req.params.id, expectedVersion(req), req.body)
      return sendWithEtag(reply, doc.version, { data: doc })
    },
  )
  r.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        operationId: 'deleteDraft',
        security: bearer,
        params: IdParamsSchema,
        response: { 204: z.null(), ...problems },
      },
    },
    async (req, reply) => {
      await deleteDraft(deps, req.ctx, req.params.id)
      return reply.code(204).send(null)
    },
  )
  r.post(`${base}/:id/issue`, one('issueDocument', { description: idempotencyNote }), async (req, reply) =>
    idempotent(req, reply, async () => ({
      status: 200,
      body: { data: await issueDocument(deps, req.ctx, req.params.id) },
    })),
  )
  r.post(
    `${base}/:id/send`,
    {
      config,
      schema: {
        tags,
        operationId: 'sendDocument',
        security: bearer,
        params: IdParamsSchema,
        body: SendDocumentInputSchema,
        description: idempotencyNote,
        response: { 200: DocumentResponseSchema, ...problems },
      },
    },
    async (req, reply) =>
      idempotent(req, reply, async () => ({
        status: 200,
        body: { data: await sendDocument(deps, req.ctx, req.params.id, req.body) },
      })),
  )
  r.post(
    `${base}/:id/payments`,
    {
      config,
      schema: {
        tags,
        operationId: 'registerPayment',
        security: bearer,
        params: IdParamsSchema,
        body: PaymentInputSchema,
        description: idempotencyNote,
        response: { 200: DocumentResponseSchema, ...problems },
      },
    },
    async (req, reply) =>
      idempotent(req, reply, async () => ({
        status: 200,
        body: { data: await registerPayment(deps, req.ctx, req.params.id, req.body) },
      })),
  )
  r.get(
    `${base}/:id/payments`,
    {
      config,
      schema: {
        tags,
        operationId: 'listPayments',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: z.object({ data: z.array(PaymentSchema) }), ...problems },
      },
    },
    async (req) => {
      await staffDocument(db, req.ctx, req.params.id)
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.document_id, req.params.id))
        .orderBy(asc(payments.paid_on))
      return {
        data: rows.map((p) => ({
          id: p.id,
          paid_on: p.paid_on,
          amount_minor: p.amount_minor,
          method: p.method,
          reference: p.reference,
          created_at: p.created_at.toISOString(),
        })),
      }
    },
  )
  r.post(
    `${base}/:id/credit-notes`,
    {
      config,
      schema: {
        tags,
        operationId: 'createCreditNote',
        security: bearer,
        params: IdParamsSchema,
        body: CreditNoteInputSchema,
        response: { 201: DocumentResponseSchema, ...problems },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await createCreditNote(deps, req.ctx, req.params.id, req.body) }),
  )
  r.post(
    `${base}/:id/convert`,
    {
      config,
      schema: {
        tags,
        operationId: 'convertQuote',
        security: bearer,
        params: IdParamsSchema,
        response: { 201: DocumentResponseSchema, ...problems },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await convertQuote(deps, req.ctx, req.params.id) }),
  )
  r.get(
    `${base}/:id/pdf`,
    {
      config,
      schema: {
        tags,
        operationId: 'getDocumentPdf',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: z.string().describe('application/pdf'), ...problems },
      },
    },
    async (req, reply) => {
      const loaded = await staffDocument(db, req.ctx, req.params.id)
      const pdf = await storePdf(db, loaded)
      const name = loaded.row.number ?? `draft-${loaded.row.id.slice(0, 8)}`
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}.pdf"`)
        .send(pdf as unknown as string)
    },
  )
}
