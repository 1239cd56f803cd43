import {
  CustomerInputSchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerResponseSchema,
  IdParamsSchema,
  ProblemSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { expectedVersion, sendWithEtag } from '../../lib/concurrency.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import type { RecordKind } from './customers.repository.ts'
import { toCustomer } from './customers.repository.ts'
import {
  type CustomerDeps,
  createRecord,
  getRecord,
  listRecords,
  recheckVat,
  setArchived,
  updateRecord,
} from './customers.service.ts'

const problems = { ...authProblems, 404: ProblemSchema }

/** CRUD, archive and restore for customers and for resellers: the same record, another kind. */
export function recordRoutes(kind: RecordKind) {
  const plural = `${kind}s`
  const Name = kind === 'customer' ? 'Customer' : 'Reseller'
  return async (app: FastifyInstance, deps: CustomerDeps) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    const tags = [plural]
    const authenticated = { access: 'authenticated' as const }

    r.get(
      `/${plural}`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: `list${Name}s`,
          security: bearer,
          querystring: CustomerListQuerySchema,
          response: { 200: CustomerListResponseSchema, ...authProblems },
        },
      },
      async (request) => listRecords(deps, request.ctx, kind, request.query),
    )
    r.post(
      `/${plural}`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: `create${Name}`,
          security: bearer,
          body: CustomerInputSchema,
          response: { 201: CustomerResponseSchema, ...authProblems },
        },
      },
      async (request, reply) => {
        const created = await createRecord(deps, request.ctx, kind, request.body)
        reply.code(201).header('Location', `/api/v1/${plural}/${created.id}`)
        return sendWithEtag(reply, created.version, { data: created })
      },
    )
    r.get(
      `/${plural}/:id`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: `get${Name}`,
          security: bearer,
          params: IdParamsSchema,
          response: { 200: CustomerResponseSchema, ...problems },
        },
      },
      async (request, reply) => {
        const found = await getRecord(deps, request.ctx, kind, request.params.id)
        return sendWithEtag(reply, found.row.version, { data: toCustomer(found.row, found.parent_name) })
      },
    )
    r.put(
      `/${plural}/:id`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: `update${Name}`,
          description: 'Send If-Match with the ETag from the read; 412 when someone else saved first.',
          security: bearer,
          params: IdParamsSchema,
          body: CustomerInputSchema,
          response: { 200: CustomerResponseSchema, ...problems, 412: ProblemSchema, 428: ProblemSchema },
        },
      },
      async (request, reply) => {
        const version = expectedVersion(request)
        const updated = await updateRecord(deps, request.ctx, kind, request.params.id, version, request.body)
        return sendWithEtag(reply, updated.version, { data: updated })
      },
    )
    for (const [action, archived] of [
      ['archive', true],
      ['restore', false],
    ] as const) {
      r.post(
        `/${plural}/:id/${action}`,
        {
          config: authenticated,
          schema: {
            tags,
            operationId: `${action}${Name}`,
            security: bearer,
            params: IdParamsSchema,
            response: { 200: CustomerResponseSchema, ...problems },
          },
        },
        async (request, reply) => {
          const result = await setArchived(deps, request.ctx, kind, request.params.id, archived)
          app.tenancy.invalidate()
          return sendWithEtag(reply, result.version, { data: result })
        },
      )
    }
    r.post(
      `/${plural}/:id/vat-check`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: `checkVat${Name}`,
          description: 'Checks the VAT id with VIES again and stores the result and date as proof.',
          security: bearer,
          params: IdParamsSchema,
          response: { 200: CustomerResponseSchema, ...problems },
        },
      },
      async (request, reply) => {
        const result = await recheckVat(deps, request.ctx, kind, request.params.id)
        return sendWithEtag(reply, result.version, { data: result })
      },
    )
  }
}
