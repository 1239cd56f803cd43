import { SearchHitSchema, SearchQuerySchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, routes } from '../../lib/route.ts'
import { search } from './search.service.ts'

const hits = { query: SearchQuerySchema, response: many(SearchHitSchema) }

/** One search box over the records the caller may see. */
export async function searchRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'search', access: 'authenticated' })
  r.list('/search', 'search', hits, (ctx, { query }) => search(ctx, query))
}
