import {
  IdParamsSchema,
  ServiceCancelInputSchema,
  ServicePlanInputSchema,
  ServicePriceInputSchema,
  ServiceSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { one, routes } from '../../lib/route.ts'
import { changeServicePlan, changeServicePrice } from './serviceChanges.service.ts'
import { cancelService, suspendService, unsuspendService } from './services.service.ts'

/** Staff act on one service: suspend and resume it, end it, change its price or its plan. */
export async function servicesRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'orders', access: 'staff' })
  const service = {
    params: IdParamsSchema,
    response: one(ServiceSchema),
    problems: ['notFound', 'conflict'] as const,
  }
  r.post('/services/:id/suspend', 'suspendService', service, (ctx, { params }) =>
    suspendService(ctx, params.id),
  )
  r.post('/services/:id/unsuspend', 'unsuspendService', service, (ctx, { params }) =>
    unsuspendService(ctx, params.id),
  )
  r.post(
    '/services/:id/cancel',
    'cancelService',
    { ...service, body: ServiceCancelInputSchema },
    (ctx, { params, body }) => cancelService(ctx, params.id, body.when),
  )
  r.put(
    '/services/:id/plan',
    'changeServicePlan',
    { ...service, body: ServicePlanInputSchema },
    (ctx, { params, body }) => changeServicePlan(ctx, params.id, body),
  )
  r.put(
    '/services/:id/price',
    'changeServicePrice',
    { ...service, body: ServicePriceInputSchema },
    (ctx, { params, body }) => changeServicePrice(ctx, params.id, body),
  )
}
