import { SearchQuerySchema, SearchResponseSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import { search } from './search.repository.ts'

export async function searchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/search',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        operationId: 'search',
        security: bearer,
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, ...authProblems },
      },
    },
    async (request) => ({ data: await search(request.ctx, request.query.query) }),
  )
}
