import {
  CustomerInputSchema,
  CustomerListQuerySchema,
  CustomerListResponseSchema,
  CustomerSchema,
  IdParamsSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { ifMatchDescription, one } from '../../lib/route.ts'
import type { RecordKind } from './customers.repository.ts'
import {
  createRecord,
  getCustomer,
  listRecords,
  recheckVat,
  setArchived,
  updateRecord,
} from './customers.service.ts'
import { bothKinds, type Declare, recordRoutes } from './recordRoutes.ts'

const problems = ['notFound'] as const
const read = { params: IdParamsSchema, response: one(CustomerSchema), problems, etag: true }

/** The routes of one kind of record: list, create, read, update (If-Match), archive, restore, VAT check. */
function declare(app: FastifyInstance, kind: RecordKind) {
  const r = recordRoutes(app, kind)
  const archiving =
    (archived: boolean): Declare =>
    (url, operationId) =>
      r.post(url, operationId, read, async (ctx, { params }) => {
        const result = await setArchived(ctx, { kind, id: params.id, archived })
        app.tenancy.invalidate()
        return result
      })
  const list: Declare = (url, operationId) =>
    r.list(
      url,
      operationId,
      { query: CustomerListQuerySchema, response: CustomerListResponseSchema },
      (ctx, query) => listRecords(ctx, { kind, query }),
    )
  const create: Declare = (url, operationId) =>
    r.post(
      url,
      operationId,
      { body: CustomerInputSchema, response: one(CustomerSchema), status: 201, etag: true, location: true },
      (ctx, { body }) => createRecord(ctx, { kind, body }),
    )
  const get: Declare = (url, operationId) =>
    r.get(url, operationId, read, (ctx, { params }) => getCustomer(ctx, { kind, id: params.id }))
  const update: Declare = (url, operationId) =>
    r.put(
      url,
      operationId,
      {
        ...read,
        description: ifMatchDescription,
        body: CustomerInputSchema,
        problems: ['notFound', 'ifMatch'],
      },
      (ctx, { params, body, version }) => updateRecord(ctx, { kind, id: params.id, version, body }),
    )
  const vatCheck: Declare = (url, operationId) =>
    r.post(
      url,
      operationId,
      { ...read, description: 'Checks the VAT id with VIES again and stores the result and date as proof.' },
      (ctx, { params }) => recheckVat(ctx, { kind, id: params.id }),
    )
  return { list, create, get, update, archive: archiving(true), restore: archiving(false), vatCheck }
}

/** Customers and resellers (the same record, another kind): CRUD, archive and restore, VAT check. */
export async function customerRoutes(app: FastifyInstance) {
  const kinds = bothKinds((kind) => declare(app, kind))
  kinds.list('/customers', 'listCustomers', '/resellers', 'listResellers')
  kinds.create('/customers', 'createCustomer', '/resellers', 'createReseller')
  kinds.get('/customers/:id', 'getCustomer', '/resellers/:id', 'getReseller')
  kinds.update('/customers/:id', 'updateCustomer', '/resellers/:id', 'updateReseller')
  kinds.archive('/customers/:id/archive', 'archiveCustomer', '/resellers/:id/archive', 'archiveReseller')
  kinds.restore('/customers/:id/restore', 'restoreCustomer', '/resellers/:id/restore', 'restoreReseller')
  kinds.vatCheck(
    '/customers/:id/vat-check',
    'checkVatCustomer',
    '/resellers/:id/vat-check',
    'checkVatReseller',
  )
}
