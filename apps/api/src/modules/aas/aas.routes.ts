import {
  HardwareSchema,
  IaasResourceSchema,
  IdParamsSchema,
  MonitoringInputSchema,
  NetworkDeviceSchema,
  NetworkSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, one, routes } from '../../lib/route.ts'
import { listHardware, listIaasResources } from './aas.service.ts'
import { getNetwork, setDeviceMonitoring } from './network.service.ts'

/**
 * Network, hardware and infrastructure as a service: the managed devices and links with what the
 * monitoring platform sees of them (and pausing their monitoring for maintenance), the leased
 * hardware, and the IaaS resource pools' use against their commitment per month.
 */
export async function aasRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'aas', access: 'authenticated' })
  r.get('/aas/network', 'getManagedNetwork', { response: one(NetworkSchema) }, (ctx) => getNetwork(ctx))
  r.put(
    '/aas/network/devices/:id/monitoring',
    'setDeviceMonitoring',
    {
      params: IdParamsSchema,
      body: MonitoringInputSchema,
      response: one(NetworkDeviceSchema),
      problems: ['notFound'],
      description: 'Pauses monitoring for some hours (maintenance, no alerts) or makes it active again.',
    },
    (ctx, { params, body }) => setDeviceMonitoring(ctx, params.id, body),
  )
  r.get('/aas/hardware', 'listLeasedHardware', { response: many(HardwareSchema) }, (ctx) => listHardware(ctx))
  r.get('/aas/infrastructure', 'listIaasResources', { response: many(IaasResourceSchema) }, (ctx) =>
    listIaasResources(ctx),
  )
}
