import { ProblemSchema } from '@portico/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { RequestContext } from '../auth/context.ts'
import type { RouteAccess } from '../plugins/auth.ts'
import { etagOf, expectedVersion } from './concurrency.ts'
import { idempotent } from './idempotency.ts'

/** Problem responses every authenticated route can give; listed so the OpenAPI document shows them. */
const authProblems = {
  400: ProblemSchema.describe('Invalid input (names the field)'),
  401: ProblemSchema.describe('Missing or invalid access token'),
  403: ProblemSchema.describe('Not allowed, or X-Company is not yours'),
}

/** The further problems a route can answer with, by name (they go into its OpenAPI responses). */
const problemCodes = {
  notFound: [404],
  conflict: [409],
  /** A write that needs If-Match: 428 without it, 412 when someone else saved first. */
  ifMatch: [412, 428],
  tooLarge: [413],
  unsupportedType: [415],
  unavailable: [503],
} as const
type ProblemName = keyof typeof problemCodes

/** How a handler's value becomes the body of a successful answer. */
class Answer<Value> {
  constructor(
    readonly schema: z.ZodType | undefined,
    readonly body: (value: Value) => unknown,
    readonly status?: 204,
  ) {}
}

/** `{ data: item }`; the handler returns the item. */
export const one = <T extends z.ZodType>(item: T) =>
  new Answer<z.input<T>>(z.object({ data: item }), (data) => ({ data }))
/** `{ data: [items] }`; the handler returns the items. */
export const many = <T extends z.ZodType>(item: T) =>
  new Answer<z.input<T>[]>(z.object({ data: z.array(item) }), (data) => ({ data }))
/** 204 without a body; the handler returns nothing. */
export const noContent = new Answer<void>(z.null(), () => null, 204)
/** The handler sends the answer itself (a file, a stream) and returns the reply. */
export const sent = (schema?: z.ZodType) => new Answer<FastifyReply>(schema, (reply) => reply)

/** How a write behind If-Match is described in the OpenAPI document. */
export const ifMatchDescription =
  'Send If-Match with the ETag from the read; 412 when someone else saved first.'
/** A create's spec: 201 with the new item's ETag and Location; 409 when its key is taken. */
export const created = { status: 201 as const, etag: true, location: true, problems: ['conflict'] as const }
/** An update's spec: behind If-Match; 404, 409 when its key is taken, 412/428. */
export const updated = {
  description: ifMatchDescription,
  problems: ['notFound', 'conflict', 'ifMatch'] as const,
}

export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined
/** What the handler returns: the item for `one`, the items for `many`, else the body of `response`. */
type Value<R> = R extends Answer<infer V> ? V : R extends z.ZodType ? z.input<R> : never

export type RouteSpec<P, Q, B, R> = {
  params?: P
  query?: Q
  body?: B
  /** The success answer: `one(Item)`, `many(Item)`, `noContent`, `sent()` or a schema sent as it is. */
  response: R
  /** 201 for a create, 202 for work accepted to run later (else 200; `noContent` is 204). */
  status?: 201 | 202
  problems?: readonly ProblemName[]
  /** Further documented answers, e.g. `{ 422: ImportReportSchema }`. */
  responses?: Record<number, z.ZodType>
  description?: string
  consumes?: string[]
  access?: RouteAccess
  tag?: string
  /** Answers the value's `version` as ETag. */
  etag?: boolean
  /** Answers `Location: <this URL>/<the value's id>`, or the value's field named here (a TLD's `tld`). */
  location?: boolean | string
  /** Honours Idempotency-Key: the same key and body replay the stored answer (lib/idempotency.ts). */
  idempotent?: boolean
}

export type RouteInput<P, Q, B> = {
  params: Parsed<P>
  query: Parsed<Q>
  body: Parsed<B>
  /** The version the write expects, from If-Match (428 when it is missing); read when used. */
  readonly version: number
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteHandler<P, Q, B, R> = (
  ctx: RequestContext,
  input: RouteInput<P, Q, B>,
) => Value<R> | Promise<Value<R>>

type Defaults = { tag: string; access: RouteAccess }
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The one way an area declares its routes: `r.get(url, operationId, spec, handler)`. The file gives
 * its tag and access once; the builder adds bearer auth and the auth problems, the named problem
 * sets, the `{ data }` envelope, ETag, Location, Idempotency-Key and the status code. The URL and
 * operationId stay written out at each route, so grepping either finds it. Params, query and body
 * reach the handler parsed by their zod schemas (fastify-type-provider-zod's validator).
 */
export function routes(app: FastifyInstance, defaults: Defaults) {
  const add =
    (method: Method) =>
    <
      P extends z.ZodType | undefined = undefined,
      Q extends z.ZodType | undefined = undefined,
      B extends z.ZodType | undefined = undefined,
      R = never,
    >(
      url: string,
      operationId: string,
      spec: RouteSpec<P, Q, B, R>,
      // The answer's type comes from the spec alone, not from what the handler returns.
      handler: RouteHandler<P, Q, B, NoInfer<R>>,
    ) => {
      app.route({
        method,
        url,
        config: { access: spec.access ?? defaults.access },
        schema: schemaOf(operationId, spec, defaults.tag),
        handler: (request, reply) => answer(spec, handler, request, reply),
      })
    }
  /** `GET url` of a list: `find(ctx, query)` gets the query parsed by the spec's schema. */
  const list = <Q extends z.ZodType, R>(
    url: string,
    operationId: string,
    spec: RouteSpec<undefined, Q, undefined, R> & { query: Q },
    find: (ctx: RequestContext, query: z.output<Q>) => Value<R> | Promise<Value<R>>,
  ) => add('GET')(url, operationId, spec, (ctx, { query }) => find(ctx, query as z.output<Q>))
  return {
    get: add('GET'),
    list,
    post: add('POST'),
    put: add('PUT'),
    patch: add('PATCH'),
    delete: add('DELETE'),
  }
}

/** A PDF the handler sends itself with `sendPdf`. */
export const pdfFile = sent(z.string().describe('application/pdf'))

/** Sends a stored PDF: `inline` to show it in the browser, `attachment` to save it. */
export function sendPdf(
  reply: FastifyReply,
  file: { pdf: Buffer | Uint8Array; filename: string },
  disposition: 'inline' | 'attachment',
) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .send(file.pdf)
}

/** The route builder of one file (tag and access given). */
export type Routes = ReturnType<typeof routes>

function schemaOf<P, Q, B, R>(operationId: string, spec: RouteSpec<P, Q, B, R>, tag: string) {
  const answer = spec.response instanceof Answer ? spec.response : undefined
  const success = answer ? answer.schema : (spec.response as z.ZodType)
  const status = answer?.status ?? spec.status ?? 200
  const problems = (spec.problems ?? []).flatMap((name) => problemCodes[name])
  return {
    tags: [spec.tag ?? tag],
    operationId,
    ...(spec.description ? { description: spec.description } : {}),
    security: [{ bearerAuth: [] }],
    ...(spec.consumes ? { consumes: spec.consumes } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    response: {
      ...(success ? { [status]: success } : {}),
      ...spec.responses,
      ...authProblems,
      ...Object.fromEntries(problems.map((code) => [code, ProblemSchema])),
    },
  }
}

async function answer<P, Q, B, R>(
  spec: RouteSpec<P, Q, B, R>,
  handler: RouteHandler<P, Q, B, R>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const shape = spec.response instanceof Answer ? (spec.response as Answer<Value<R>>) : undefined
  const status = shape?.status ?? spec.status ?? 200
  // The validator has parsed params, query and body with the route's zod schemas.
  const input = {
    params: request.params,
    query: request.query,
    body: request.body,
    get version() {
      return expectedVersion(request)
    },
    request,
    reply,
  } as RouteInput<P, Q, B>
  const run = async () => {
    reply.code(status)
    const value = await handler(request.ctx, input)
    const record = value as Record<string, unknown> & { version?: number }
    if (spec.etag) reply.header('ETag', etagOf(record.version ?? 0))
    if (spec.location) {
      const key = typeof spec.location === 'string' ? spec.location : 'id'
      reply.header('Location', `${request.routeOptions.url}/${String(record[key])}`)
    }
    return { status: reply.statusCode, body: shape ? shape.body(value) : value }
  }
  if (spec.idempotent) return idempotent(request, reply, run)
  const { body } = await run()
  return status === 204 ? reply.send(body) : body
}
