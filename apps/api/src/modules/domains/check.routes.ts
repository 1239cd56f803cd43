import { DomainCheckQuerySchema, DomainCheckResponseSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { routes } from '../../lib/route.ts'
import { checkDomain } from './check.service.ts'

/** The availability check (any signed-in user, for a company they can see). */
export async function checkRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'domains', access: 'authenticated' })

  r.get(
    '/domains/check',
    'checkDomain',
    {
      description: 'A name across the TLDs the company may order: available or taken, with its prices.',
      query: DomainCheckQuerySchema,
      response: DomainCheckResponseSchema,
      problems: ['notFound'],
    },
    (ctx, { query }) => checkDomain(ctx, query),
  )
}
