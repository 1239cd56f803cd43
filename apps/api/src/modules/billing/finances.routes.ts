import {
  DocumentListQuerySchema,
  DocumentListResponseSchema,
  DocumentResponseSchema,
  IdParamsSchema,
  ProblemSchema,
} from '@portico/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import { canSee } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { documents } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { listDocuments } from './documents.list.ts'
import { loadDocument, toDocument, today } from './documents.repository.ts'
import { storePdf } from './documents.service.ts'

/** An issued document of one of the caller's companies; drafts and foreign documents are 404. */
async function customerDocument(db: Db, ctx: RequestContext, id: string) {
  const loaded = await loadDocument(db, id)
  if (
    !loaded ||
    loaded.row.status === 'draft' ||
    !(await canSee(db, ctx.visibleRoots, loaded.row.customer_id))
  ) {
    throw new NotFound('Document not found.')
  }
  return loaded
}

/** The customer's finances: their invoices, quotes and credit notes; they accept or decline quotes. */
export async function financesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['finances']
  const config = { access: 'authenticated' as const }
  const problems = { ...authProblems, 404: ProblemSchema, 409: ProblemSchema }

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
    async (req) => listDocuments(db, req.ctx, req.query, {}),
  )
  r.get(
    '/finances/documents/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'getMyDocument',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: DocumentResponseSchema, ...problems },
      },
    },
    async (req) => ({
      data: toDocument(await customerDocument(db, req.ctx, req.params.id)),
    }),
  )
  r.get(
    '/finances/documents/:id/pdf',
    {
      config,
      schema: {
        tags,
        operationId: 'getMyDocumentPdf',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: z.string().describe('application/pdf'), ...problems },
      },
    },
    async (req, reply) => {
      const loaded = await customerDocument(db, req.ctx, req.params.id)
      const pdf = await storePdf(db, loaded)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${loaded.row.number}.pdf"`)
        .send(pdf as unknown as string)
    },
  )
  for (const decision of ['accept', 'decline'] as const) {
    r.post(
      `/finances/documents/:id/${decision}`,
      {
        config,
        schema: {
          tags,
          operationId: `${decision}Quote`,
          security: bearer,
          params: IdParamsSchema,
          response: { 200: DocumentResponseSchema, ...problems },
        },
      },
      async (req) => {
        const loaded = await customerDocument(db, req.ctx, req.params.id)
        const role = req.ctx.memberships.find((m) => loaded.row.customer_id === m.company_id)?.role
        if (!req.ctx.isStaff && role !== 'admin' && role !== 'billing')
          throw new Forbidden('Only the company’s admins and billing users decide on quotes.')
        if (loaded.row.kind !== 'quote' || !['issued', 'sent'].includes(loaded.row.status))
          throw new Conflict('This quote is no longer open.')
        if (loaded.row.valid_until && loaded.row.valid_until < today())
          throw new Conflict('This quote has expired.')
        const status = decision === 'accept' ? 'accepted' : 'declined'
        await db.transaction(async (t) => {
          const tx = t as unknown as Db
          await tx
            .update(documents)
            .set({ status, updated_at: new Date(), version: sql`${documents.version} + 1` })
            .where(and(eq(documents.id, req.params.id), sql`${documents.status} in ('issued', 'sent')`))
          await audit(
            { ...req.ctx, db: tx },
            {
              action: `quote.${status}`,
              entity: 'document',
              entity_id: req.params.id,
              company_id: loaded.row.customer_id,
            },
          )
        })
        return { data: toDocument((await loadDocument(db, req.params.id)) ?? loaded) }
      },
    )
  }
}
