import { ProblemSchema } from '@portico/contracts'
import type { FastifyReply, FastifySchema } from 'fastify'
import { etagOf } from '../../lib/concurrency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'

/**
 * The options of a catalogue route: tag, operationId, schemas, bearer auth and the access it
 * declares (`staff` for the catalogue's administration, `authenticated` where the service decides
 * by company). URLs and operationIds stay written out at each route.
 */
export function route<S extends FastifySchema>(
  access: 'staff' | 'authenticated',
  operationId: string,
  schema: S,
) {
  return { config: { access }, schema: { tags: ['catalog'], operationId, security: bearer, ...schema } }
}

export const problems = { ...authProblems, 404: ProblemSchema }
export const writeProblems = { ...problems, 409: ProblemSchema, 412: ProblemSchema, 428: ProblemSchema }

/** Sends `{ data }` with the item's version as ETag. */
export function withEtag<T extends { version: number }>(reply: FastifyReply, data: T, status = 200) {
  reply.code(status).header('ETag', etagOf(data.version))
  return { data }
}
