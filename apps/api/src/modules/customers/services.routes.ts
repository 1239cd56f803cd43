import { ActivityItemSchema, type IdParams, IdParamsSchema, ServiceSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { RequestContext } from '../../auth/context.ts'
import type { RecordKind } from './customers.repository.ts'
import { many, one, problems, route, ServiceParamsSchema } from './route.ts'
import { getRecordService, listRecordActivity, listRecordServices } from './services.service.ts'

const ActivityWithChangesSchema = ActivityItemSchema.extend({
  before: z.unknown().optional(),
  after: z.unknown().optional(),
})
const services = { params: IdParamsSchema, response: { 200: many(ServiceSchema), ...problems } }
const service = { params: ServiceParamsSchema, response: { 200: one(ServiceSchema), ...problems } }
const activity = {
  description:
    'Every change to this record and its contacts and locations; before/after for those who may edit it.',
  params: IdParamsSchema,
  response: { 200: many(ActivityWithChangesSchema), ...problems },
}

type Req<P> = { ctx: RequestContext; params: P }
type ServiceParams = z.infer<typeof ServiceParamsSchema>
function handlers(kind: RecordKind) {
  return {
    services: async (req: Req<IdParams>) => ({
      data: await listRecordServices(req.ctx, { kind, id: req.params.id }),
    }),
    service: async (req: Req<ServiceParams>) => ({
      data: await getRecordService(req.ctx, { kind, ...req.params }),
    }),
    activity: async (req: Req<IdParams>) => ({
      data: await listRecordActivity(req.ctx, { kind, id: req.params.id }),
    }),
  }
}

/** A customer's or reseller's services (each service area fills them) and its activity from the audit log. */
export async function serviceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const customer = handlers('customer')
  r.get('/customers/:id/services', route('customers', 'listCustomerServices', services), customer.services)
  r.get(
    '/customers/:id/services/:serviceId',
    route('customers', 'getCustomerService', service),
    customer.service,
  )
  r.get('/customers/:id/activity', route('customers', 'listCustomerActivity', activity), customer.activity)

  const reseller = handlers('reseller')
  r.get('/resellers/:id/services', route('resellers', 'listResellerServices', services), reseller.services)
  r.get(
    '/resellers/:id/services/:serviceId',
    route('resellers', 'getResellerService', service),
    reseller.service,
  )
  r.get('/resellers/:id/activity', route('resellers', 'listResellerActivity', activity), reseller.activity)
}
