import { IdParamsSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { many, noContent, one, type Parsed, routes } from '../../lib/route.ts'
import type { RecordKind } from './customers.repository.ts'
import type { partService } from './parts.service.ts'

/**
 * The routes of one kind of record (customers or resellers: the same record, another kind), tagged
 * by kind, for every signed-in user: each service decides visibility and permissions.
 */
export const recordRoutes = (app: FastifyInstance, kind: RecordKind) =>
  routes(app, { tag: `${kind}s`, access: 'authenticated' })

/** Declares one route of one kind of record at its URL under its operationId. */
export type Declare = (url: string, operationId: string) => void
type BothKinds = (customerUrl: string, customerId: string, resellerUrl: string, resellerId: string) => void

/**
 * Declares each route for customers and for resellers in one call, both URLs and operationIds
 * written out: `kinds.get('/customers/:id', 'getCustomer', '/resellers/:id', 'getReseller')`.
 * `declare(kind)` answers the kind's route declarations by name.
 */
export function bothKinds<Names extends string>(declare: (kind: RecordKind) => Record<Names, Declare>) {
  const customer = declare('customer')
  const reseller = declare('reseller')
  const both =
    (name: Names): BothKinds =>
    (customerUrl, customerId, resellerUrl, resellerId) => {
      customer[name](customerUrl, customerId)
      reseller[name](resellerUrl, resellerId)
    }
  return Object.fromEntries(Object.keys(customer).map((name) => [name, both(name as Names)])) as Record<
    Names,
    BothKinds
  >
}

export const ServiceParamsSchema = z.strictObject({ id: z.uuid(), serviceId: z.uuid() })
export const PartParamsSchema = z.strictObject({ id: z.uuid(), childId: z.uuid() })
type PartParams = z.infer<typeof PartParamsSchema>
type Parts<I, O> = ReturnType<typeof partService<I, O, unknown>>

/**
 * The five routes of a record's contacts or locations, for one kind of record: list, create, read,
 * update (If-Match) and archive. Each is declared with its URL and operationId written out.
 */
export function partRoutes<Item extends z.ZodType, Input extends z.ZodType>(
  app: FastifyInstance,
  kind: RecordKind,
  service: Parts<Parsed<Input>, z.input<Item>>,
  schemas: { item: Item; input: Input },
) {
  const { item, input } = schemas
  const r = recordRoutes(app, kind)
  const part = (p: PartParams) => ({ kind, id: p.id, partId: p.childId })
  const problems = ['notFound'] as const
  const read = { params: PartParamsSchema, response: one(item), problems, etag: true }
  const list: Declare = (url, operationId) =>
    r.get(url, operationId, { params: IdParamsSchema, response: many(item), problems }, (ctx, { params }) =>
      service.list(ctx, { kind, id: params.id }),
    )
  const create: Declare = (url, operationId) =>
    r.post(
      url,
      operationId,
      { ...read, params: IdParamsSchema, body: input, status: 201 },
      (ctx, { params, body }) => service.create(ctx, { kind, id: params.id, body }),
    )
  const get: Declare = (url, operationId) =>
    r.get(url, operationId, read, (ctx, { params }) => service.get(ctx, part(params)))
  const update: Declare = (url, operationId) =>
    r.put(
      url,
      operationId,
      { ...read, body: input, problems: ['notFound', 'ifMatch'] },
      (ctx, { params, body, version }) => service.update(ctx, { ...part(params), version, body }),
    )
  const archive: Declare = (url, operationId) =>
    r.delete(
      url,
      operationId,
      { params: PartParamsSchema, response: noContent, problems },
      (ctx, { params }) => service.archive(ctx, part(params)),
    )
  return { list, create, get, update, archive }
}
