import { CompanyResponseSchema, IdParamsSchema, ProblemSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { NotFound } from '../../lib/errors.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { findVisibleCompany, toCompany } from './companies.repository.ts'

export async function companiesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/companies/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['companies'],
        operationId: 'getCompany',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: CompanyResponseSchema, ...authProblems, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const row = await findVisibleCompany(db, request.ctx, request.params.id)
      if (!row) throw new NotFound('Company not found.')
      reply.header('ETag', `W/"${row.version}"`)
      return { data: toCompany(row) }
    },
  )
}
