import { IdParamsSchema, ProblemSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../../db/client.ts'
import { expectedVersion, sendWithEtag } from '../../lib/concurrency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import type { RecordKind } from '../customers/customers.repository.ts'

type Item = { id: string; version: number }
type ChildService<I, O extends Item> = {
  list(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string): Promise<O[]>
  get(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, id: string): Promise<O>
  create(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, input: I): Promise<O>
  update(
    db: Db,
    ctx: RequestContext,
    kind: RecordKind,
    companyId: string,
    id: string,
    v: number,
    input: I,
  ): Promise<O>
  archive(db: Db, ctx: RequestContext, kind: RecordKind, companyId: string, id: string): Promise<void>
}

const ChildParamsSchema = z.strictObject({ id: z.uuid(), childId: z.uuid() })
const problems = { ...authProblems, 404: ProblemSchema }

/** List, create, read, update (If-Match) and archive of a customer's or reseller's contacts or locations. */
export function childRoutes<I, O extends Item>(opts: {
  kind: RecordKind
  segment: 'contacts' | 'locations'
  name: string
  input: z.ZodType<I>
  output: z.ZodType<O>
  service: ChildService<I, O>
}) {
  const base = `/${opts.kind}s/:id/${opts.segment}`
  const op = (verb: string) => `${verb}${opts.kind === 'customer' ? 'Customer' : 'Reseller'}${opts.name}`
  const tags = [`${opts.kind}s`]
  const authenticated = { access: 'authenticated' as const }
  const one = z.object({ data: opts.output })
  return async (app: FastifyInstance, { db }: { db: Db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    const { service, kind } = opts
    r.get(
      base,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: op('list'),
          security: bearer,
          params: IdParamsSchema,
          response: { 200: z.object({ data: z.array(opts.output) }), ...problems },
        },
      },
      async (req) => ({ data: await service.list(db, req.ctx, kind, req.params.id) }),
    )
    r.post(
      base,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: op('create'),
          security: bearer,
          params: IdParamsSchema,
          body: opts.input,
          response: { 201: one, ...problems },
        },
      },
      async (req, reply) => {
        const created = await service.create(db, req.ctx, kind, req.params.id, req.body as I)
        reply.code(201)
        return sendWithEtag(reply, created.version, { data: created })
      },
    )
    r.get(
      `${base}/:childId`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: op('get'),
          security: bearer,
          params: ChildParamsSchema,
          response: { 200: one, ...problems },
        },
      },
      async (req, reply) => {
        const item = await service.get(db, req.ctx, kind, req.params.id, req.params.childId)
        return sendWithEtag(reply, item.version, { data: item })
      },
    )
    r.put(
      `${base}/:childId`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: op('update'),
          security: bearer,
          params: ChildParamsSchema,
          body: opts.input,
          response: { 200: one, ...problems, 412: ProblemSchema, 428: ProblemSchema },
        },
      },
      async (req, reply) => {
        const version = expectedVersion(req)
        const item = await service.update(
          db,
          req.ctx,
          kind,
          req.params.id,
          req.params.childId,
          version,
          req.body as I,
        )
        return sendWithEtag(reply, item.version, { data: item })
      },
    )
    r.delete(
      `${base}/:childId`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: op('archive'),
          security: bearer,
          params: ChildParamsSchema,
          response: { 204: z.null(), ...problems },
        },
      },
      async (req, reply) => {
        await service.archive(db, req.ctx, kind, req.params.id, req.params.childId)
        return reply.code(204).send(null)
      },
    )
  }
}
