import {
  type CustomerInput,
  CustomerInputSchema,
  type CustomerListQuery,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerResponseSchema,
  type IdParams,
  IdParamsSchema,
} from '@portico/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { RequestContext } from '../../auth/context.ts'
import { expectedVersion } from '../../lib/concurrency.ts'
import { authProblems } from '../../lib/routeSchema.ts'
import type { RecordKind } from './customers.repository.ts'
import {
  createRecord,
  getCustomer,
  listRecords,
  recheckVat,
  setArchived,
  updateRecord,
} from './customers.service.ts'
import { problems, route, withEtag, writeProblems } from './route.ts'

const list = {
  querystring: CustomerListQuerySchema,
  response: { 200: CustomerListResponseSchema, ...authProblems },
}
const create = { body: CustomerInputSchema, response: { 201: CustomerResponseSchema, ...authProblems } }
const read = { params: IdParamsSchema, response: { 200: CustomerResponseSchema, ...problems } }
const update = {
  description: 'Send If-Match with the ETag from the read; 412 when someone else saved first.',
  params: IdParamsSchema,
  body: CustomerInputSchema,
  response: { 200: CustomerResponseSchema, ...writeProblems },
}
const vatCheck = {
  description: 'Checks the VAT id with VIES again and stores the result and date as proof.',
  ...read,
}

type Req<P = unknown, B = unknown, Q = unknown> = {
  ctx: RequestContext
  params: P
  body: B
  query: Q
  headers: Record<string, string | string[] | undefined>
}
function handlers(app: FastifyInstance, kind: RecordKind) {
  const archiving = (archived: boolean) => async (req: Req<IdParams>, reply: FastifyReply) => {
    const result = await setArchived(req.ctx, { kind, id: req.params.id, archived })
    app.tenancy.invalidate()
    return withEtag(reply, result)
  }
  return {
    list: (req: Req<unknown, unknown, CustomerListQuery>) => listRecords(req.ctx, { kind, query: req.query }),
    create: async (req: Req<unknown, CustomerInput>, reply: FastifyReply) => {
      const created = await createRecord(req.ctx, { kind, body: req.body })
      reply.header('Location', `/api/v1/${kind}s/${created.id}`)
      return withEtag(reply, created, 201)
    },
    get: async (req: Req<IdParams>, reply: FastifyReply) =>
      withEtag(reply, await getCustomer(req.ctx, { kind, id: req.params.id })),
    update: async (req: Req<IdParams, CustomerInput>, reply: FastifyReply) => {
      const input = { kind, id: req.params.id, version: expectedVersion(req), body: req.body }
      return withEtag(reply, await updateRecord(req.ctx, input))
    },
    archive: archiving(true),
    restore: archiving(false),
    vatCheck: async (req: Req<IdParams>, reply: FastifyReply) =>
      withEtag(reply, await recheckVat(req.ctx, { kind, id: req.params.id })),
  }
}

/** Customers and resellers (the same record, another kind): CRUD, archive and restore, VAT check. */
export async function customerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const customer = handlers(app, 'customer')
  r.get('/customers', route('customers', 'listCustomers', list), customer.list)
  r.post('/customers', route('customers', 'createCustomer', create), customer.create)
  r.get('/customers/:id', route('customers', 'getCustomer', read), customer.get)
  r.put('/customers/:id', route('customers', 'updateCustomer', update), customer.update)
  r.post('/customers/:id/archive', route('customers', 'archiveCustomer', read), customer.archive)
  r.post('/customers/:id/restore', route('customers', 'restoreCustomer', read), customer.restore)
  r.post('/customers/:id/vat-check', route('customers', 'checkVatCustomer', vatCheck), customer.vatCheck)

  const reseller = handlers(app, 'reseller')
  r.get('/resellers', route('resellers', 'listResellers', list), reseller.list)
  r.post('/resellers', route('resellers', 'createReseller', create), reseller.create)
  r.get('/resellers/:id', route('resellers', 'getReseller', read), reseller.get)
  r.put('/resellers/:id', route('resellers', 'updateReseller', update), reseller.update)
  r.post('/resellers/:id/archive', route('resellers', 'archiveReseller', read), reseller.archive)
  r.post('/resellers/:id/restore', route('resellers', 'restoreReseller', read), reseller.restore)
  r.post('/resellers/:id/vat-check', route('resellers', 'checkVatReseller', vatCheck), reseller.vatCheck)
}
