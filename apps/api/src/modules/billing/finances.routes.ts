import {
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentSchema,
  IdParamsSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { one, routes, sent } from '../../lib/route.ts'
import { decideQuote, getMyDocument, listMyDocuments, myDocumentPdf } from './finances.service.ts'

const problems = ['notFound', 'conflict'] as const
const document = { params: IdParamsSchema, response: one(DocumentSchema), problems }

/** The customer's finances: their invoices, quotes and credit notes; they accept or decline quotes. */
export async function financesRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'finances', access: 'authenticated' })
  r.get(
    '/finances/documents',
    'listMyDocuments',
    { query: DocumentListQuerySchema, response: DocumentListResponseSchema },
    (ctx, { query }) => listMyDocuments(ctx, query),
  )
  r.get('/finances/documents/:id', 'getMyDocument', document, (ctx, { params }) =>
    getMyDocument(ctx, params.id),
  )
  r.get(
    '/finances/documents/:id/pdf',
    'getMyDocumentPdf',
    { params: IdParamsSchema, response: sent(z.string().describe('application/pdf')), problems },
    async (ctx, { params, reply }) => {
      const { pdf, filename } = await myDocumentPdf(ctx, params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf)
    },
  )
  r.post('/finances/documents/:id/accept', 'acceptQuote', document, (ctx, { params }) =>
    decideQuote(ctx, { id: params.id, decision: 'accept' }),
  )
  r.post('/finances/documents/:id/decline', 'declineQuote', document, (ctx, { params }) =>
    decideQuote(ctx, { id: params.id, decision: 'decline' }),
  )
}
