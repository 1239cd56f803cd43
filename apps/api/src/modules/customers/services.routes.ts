import { ActivityItemSchema, IdParamsSchema, ServiceSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { many, one } from '../../lib/route.ts'
import type { RecordKind } from './customers.repository.ts'
import { recordRoutes, ServiceParamsSchema } from './recordRoutes.ts'
import { getRecordService, listRecordActivity, listRecordServices } from './services.service.ts'

const ActivityWithChangesSchema = ActivityItemSchema.extend({
  before: z.unknown().optional(),
  after: z.unknown().optional(),
})

/** The three routes of one kind of record: its services and its activity. */
function declare(app: FastifyInstance, kind: RecordKind) {
  const r = recordRoutes(app, kind)
  const problems = ['notFound'] as const
  const services = { params: IdParamsSchema, response: many(ServiceSchema), problems }
  return {
    services: (url: string, operationId: string) =>
      r.get(url, operationId, services, (ctx, { params }) =>
        listRecordServices(ctx, { kind, id: params.id }),
      ),
    service: (url: string, operationId: string) =>
      r.get(
        url,
        operationId,
        { params: ServiceParamsSchema, response: one(ServiceSchema), problems },
        (ctx, { params }) => getRecordService(ctx, { kind, ...params }),
      ),
    activity: (url: string, operationId: string) =>
      r.get(
        url,
        operationId,
        {
          description:
            'Every change to this record and its contacts and locations; before/after for those who may edit it.',
          params: IdParamsSchema,
          response: many(ActivityWithChangesSchema),
          problems,
        },
        (ctx, { params }) => listRecordActivity(ctx, { kind, id: params.id }),
      ),
  }
}

/** A customer's or reseller's services (each service area fills them) and its activity from the audit log. */
export async function serviceRoutes(app: FastifyInstance) {
  const customer = declare(app, 'customer')
  customer.services('/customers/:id/services', 'listCustomerServices')
  customer.service('/customers/:id/services/:serviceId', 'getCustomerService')
  customer.activity('/customers/:id/activity', 'listCustomerActivity')

  const reseller = declare(app, 'reseller')
  reseller.services('/resellers/:id/services', 'listResellerServices')
  reseller.service('/resellers/:id/services/:serviceId', 'getResellerService')
  reseller.activity('/resellers/:id/activity', 'listResellerActivity')
}
