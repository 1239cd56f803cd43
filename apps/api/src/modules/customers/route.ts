import { type IdParams, ProblemSchema } from '@portico/contracts'
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import { etagOf, expectedVersion } from '../../lib/concurrency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import type { RecordKind } from './customers.repository.ts'
import type { partService } from './parts.service.ts'

/**
 * The options of a customers-area route: its tag, operationId and schemas, bearer auth and
 * `authenticated` access (each service decides visibility and permissions). URLs and operationIds
 * stay written out at each route, so grepping either finds it.
 */
export function route<S extends FastifySchema>(
  tag: 'customers' | 'resellers',
  operationId: string,
  schema: S,
) {
  return {
    config: { access: 'authenticated' as const },
    schema: { tags: [tag], operationId, security: bearer, ...schema },
  }
}

export const problems = { ...authProblems, 404: ProblemSchema }
export const writeProblems = { ...problems, 412: ProblemSchema, 428: ProblemSchema }
export const PartParamsSchema = z.strictObject({ id: z.uuid(), childId: z.uuid() })
export const ServiceParamsSchema = z.strictObject({ id: z.uuid(), serviceId: z.uuid() })

/** `{ data }` responses of one item or a list. */
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item })
export const many = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })

/** Sends `{ data }` with the item's version as ETag (and a status other than 200 when given). */
export function withEtag<T extends { version: number }>(reply: FastifyReply, data: T, status = 200) {
  reply.code(status).header('ETag', etagOf(data.version))
  return { data }
}

type Request<P, B = unknown> = {
  ctx: RequestContext
  params: P
  body?: B
  headers: FastifyRequest['headers']
}
type Parts<I, O> = ReturnType<typeof partService<I, O, unknown>>

/** The five handlers of a record's contacts or locations, for one kind of record. */
export function partHandlers<I, O extends { version: number }>(service: Parts<I, O>, kind: RecordKind) {
  return {
    list: async (req: Request<IdParams>) => ({
      data: await service.list(req.ctx, { kind, id: req.params.id }),
    }),
    create: async (req: Request<IdParams, I>, reply: FastifyReply) =>
      withEtag(reply, await service.create(req.ctx, { kind, id: req.params.id, body: req.body as I }), 201),
    get: async (req: Request<PartParams>, reply: FastifyReply) =>
      withEtag(reply, await service.get(req.ctx, partRef(kind, req.params))),
    update: async (req: Request<PartParams, I>, reply: FastifyReply) => {
      const version = expectedVersion(req)
      const body = req.body as I
      return withEtag(reply, await service.update(req.ctx, { ...partRef(kind, req.params), version, body }))
    },
    archive: async (req: Request<PartParams>, reply: FastifyReply) => {
      await service.archive(req.ctx, partRef(kind, req.params))
      return reply.code(204).send(null)
    },
  }
}

type PartParams = z.infer<typeof PartParamsSchema>
const partRef = (kind: RecordKind, p: PartParams) => ({ kind, id: p.id, partId: p.childId })
