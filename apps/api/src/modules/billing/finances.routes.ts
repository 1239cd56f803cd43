import {
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentSchema,
  IdParamsSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { one, pdfFile, routes, sendPdf } from '../../lib/route.ts'
import { decideQuote, getMyDocument, listMyDocuments, myDocumentPdf } from './finances.service.ts'

const problems = ['notFound', 'conflict'] as const
const document = { params: IdParamsSchema, response: one(DocumentSchema), problems }
const list = { query: DocumentListQuerySchema, response: DocumentListResponseSchema }

/** The customer's finances: their invoices, quotes and credit notes; they accept or decline quotes. */
export async function financesRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'finances', access: 'authenticated' })
  r.list('/finances/documents', 'listMyDocuments', list, listMyDocuments)
  r.get('/finances/documents/:id', 'getMyDocument', document, (ctx, { params }) =>
    getMyDocument(ctx, params.id),
  )
  r.get(
    '/finances/documents/:id/pdf',
    'getMyDocumentPdf',
    { params: IdParamsSchema, response: pdfFile, problems },
    async (ctx, { params, reply }) => sendPdf(reply, await myDocumentPdf(ctx, params.id), 'attachment'),
  )
  r.post('/finances/documents/:id/accept', 'acceptQuote', document, (ctx, { params }) =>
    decideQuote(ctx, { id: params.id, decision: 'accept' }),
  )
  r.post('/finances/documents/:id/decline', 'declineQuote', document, (ctx, { params }) =>
    decideQuote(ctx, { id: params.id, decision: 'decline' }),
  )
}
