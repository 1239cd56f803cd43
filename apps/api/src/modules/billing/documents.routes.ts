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
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { expectedVersion, sendWithEtag } from '../../lib/concurrency.ts'
import { idempotent } from '../../lib/idempotency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { convertQuote, createCreditNote } from './conversions.service.ts'
import { getDocument, listPayments, listStaffDocuments } from './documents.service.ts'
import { createDraft, deleteDraft, updateDraft } from './drafts.service.ts'
import { issueDocument, registerPayment } from './issue.service.ts'
import { staffDocumentPdf } from './pdfFiles.service.ts'
import { sendDocument } from './send.service.ts'

/** The PDF goes out as bytes; typed wide so that a Buffer passes (nothing serialises it). */
const PdfSchema: z.ZodType = z.string().describe('application/pdf')
const problems = { ...authProblems, 404: ProblemSchema, 409: ProblemSchema }
const idempotencyNote =
  'Send an Idempotency-Key to make retries safe: the same key and body replay the answer.'

/** Staff billing: drafts, issue, send, payments, credit notes, quote conversion, PDF. */
export async function documentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
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
    async (req) => listStaffDocuments(req.ctx, req.query),
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
      const doc = await createDraft(req.ctx, req.body)
      reply.code(201).header('Location', `/api/v1${base}/${doc.id}`)
      return sendWithEtag(reply, doc.version, { data: doc })
    },
  )
  r.get(`${base}/:id`, one('getDocument'), async (req, reply) => {
    const doc = await getDocument(req.ctx, req.params.id)
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
      const doc = await updateDraft(req.ctx, {
        id: req.params.id,
        version: expectedVersion(req),
        body: req.body,
      })
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
      await deleteDraft(req.ctx, req.params.id)
      return reply.code(204).send(null)
    },
  )
  r.post(`${base}/:id/issue`, one('issueDocument', { description: idempotencyNote }), async (req, reply) =>
    idempotent(req, reply, async () => ({
      status: 200,
      body: { data: await issueDocument(req.ctx, req.params.id) },
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
        body: { data: await sendDocument(req.ctx, { id: req.params.id, body: req.body }) },
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
        body: { data: await registerPayment(req.ctx, { id: req.params.id, body: req.body }) },
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
    async (req) => ({ data: await listPayments(req.ctx, req.params.id) }),
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
      reply.code(201).send({ data: await createCreditNote(req.ctx, { id: req.params.id, body: req.body }) }),
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
    async (req, reply) => reply.code(201).send({ data: await convertQuote(req.ctx, req.params.id) }),
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
        response: { 200: PdfSchema, ...problems },
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await staffDocumentPdf(req.ctx, req.params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(pdf)
    },
  )
}
