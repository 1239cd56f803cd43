import {
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentResponseSchema,
  IdParamsSchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { decideQuote, getMyDocument, listMyDocuments, myDocumentPdf } from './finances.service.ts'

/** The customer's finances: their invoices, quotes and credit notes; they accept or decline quotes. */
export async function financesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['finances']
  const config = { access: 'authenticated' as const }
  const problems = { ...authProblems, 404: ProblemSchema, 409: ProblemSchema }
  const byId = (operationId: string, response: z.ZodType) => ({
    config,
    schema: {
      tags,
      operationId,
      security: bearer,
      params: IdParamsSchema,
      response: { 200: response, ...problems },
    },
  })

  r.get(
    '/finances/documents',
    {
      config,
      schema: {
        tags,
        operationId: 'listMyDocuments',
        security: bearer,
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListResponseSchema, ...authProblems },
      },
    },
    async (req) => listMyDocuments(req.ctx, req.query),
  )
  r.get('/finances/documents/:id', byId('getMyDocument', DocumentResponseSchema), async (req) => ({
    data: await getMyDocument(req.ctx, req.params.id),
  }))
  r.get(
    '/finances/documents/:id/pdf',
    byId('getMyDocumentPdf', z.string().describe('application/pdf')),
    async (req, reply) => {
      const { pdf, filename } = await myDocumentPdf(req.ctx, req.params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf)
    },
  )
  r.post('/finances/documents/:id/accept', byId('acceptQuote', DocumentResponseSchema), async (req) => ({
    data: await decideQuote(req.ctx, { id: req.params.id, decision: 'accept' }),
  }))
  r.post('/finances/documents/:id/decline', byId('declineQuote', DocumentResponseSchema), async (req) => ({
    data: await decideQuote(req.ctx, { id: req.params.id, decision: 'decline' }),
  }))
}
