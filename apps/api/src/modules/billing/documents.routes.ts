import {
  CreditNoteInputSchema,
  DocumentInputSchema,
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentSchema,
  IdParamsSchema,
  PaymentInputSchema,
  PaymentSchema,
  SendDocumentInputSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, noContent, one, pdfFile, routes, sendPdf } from '../../lib/route.ts'
import { listPayments } from './account.service.ts'
import { convertQuote, createCreditNote } from './conversions.service.ts'
import { getDocument, listStaffDocuments } from './documents.service.ts'
import { createDraft, deleteDraft, updateDraft } from './drafts.service.ts'
import { issueDocument, registerPayment } from './issue.service.ts'
import { staffDocumentPdf } from './pdfFiles.service.ts'
import { sendDocument } from './send.service.ts'

const problems = ['notFound', 'conflict'] as const
const idempotencyNote =
  'Send an Idempotency-Key to make retries safe: the same key and body replay the answer.'
const document = { params: IdParamsSchema, response: one(DocumentSchema), problems }
const list = { query: DocumentListQuerySchema, response: DocumentListResponseSchema }

/** Staff billing: drafts, issue, send, payments, credit notes, quote conversion, PDF. */
export async function documentsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'billing', access: 'issuer' })
  r.list('/billing/documents', 'listDocuments', list, listStaffDocuments)
  r.post(
    '/billing/documents',
    'createDraft',
    {
      body: DocumentInputSchema,
      response: one(DocumentSchema),
      status: 201,
      problems,
      etag: true,
      location: true,
    },
    (ctx, { body }) => createDraft(ctx, body),
  )
  r.get('/billing/documents/:id', 'getDocument', { ...document, etag: true }, (ctx, { params }) =>
    getDocument(ctx, params.id),
  )
  r.put(
    '/billing/documents/:id',
    'updateDraft',
    {
      ...document,
      body: DocumentInputSchema,
      description: 'Drafts only (409 once issued); If-Match required.',
      etag: true,
    },
    (ctx, { params, body, version }) => updateDraft(ctx, { id: params.id, version, body }),
  )
  r.delete(
    '/billing/documents/:id',
    'deleteDraft',
    { params: IdParamsSchema, response: noContent, problems },
    (ctx, { params }) => deleteDraft(ctx, params.id),
  )
  r.post(
    '/billing/documents/:id/issue',
    'issueDocument',
    { ...document, description: idempotencyNote, idempotent: true },
    (ctx, { params }) => issueDocument(ctx, params.id),
  )
  r.post(
    '/billing/documents/:id/send',
    'sendDocument',
    { ...document, body: SendDocumentInputSchema, description: idempotencyNote, idempotent: true },
    (ctx, { params, body }) => sendDocument(ctx, { id: params.id, body }),
  )
  r.post(
    '/billing/documents/:id/payments',
    'registerPayment',
    { ...document, body: PaymentInputSchema, description: idempotencyNote, idempotent: true },
    (ctx, { params, body }) => registerPayment(ctx, { id: params.id, body }),
  )
  r.get(
    '/billing/documents/:id/payments',
    'listPayments',
    { params: IdParamsSchema, response: many(PaymentSchema), problems },
    (ctx, { params }) => listPayments(ctx, params.id),
  )
  r.post(
    '/billing/documents/:id/credit-notes',
    'createCreditNote',
    { ...document, body: CreditNoteInputSchema, status: 201 },
    (ctx, { params, body }) => createCreditNote(ctx, { id: params.id, body }),
  )
  r.post('/billing/documents/:id/convert', 'convertQuote', { ...document, status: 201 }, (ctx, { params }) =>
    convertQuote(ctx, params.id),
  )
  r.get(
    '/billing/documents/:id/pdf',
    'getDocumentPdf',
    { params: IdParamsSchema, response: pdfFile, problems },
    async (ctx, { params, reply }) => sendPdf(reply, await staffDocumentPdf(ctx, params.id), 'inline'),
  )
}
