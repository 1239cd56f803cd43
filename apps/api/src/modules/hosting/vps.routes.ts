import {
  DedicatedServerSchema,
  IdParamsSchema,
  VpsDetailSchema,
  VpsPowerInputSchema,
  VpsSchema,
  VpsTaskParamsSchema,
  VpsTaskSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { many, one, routes } from '../../lib/route.ts'
import { getVpsDetail, listDedicatedServers, listVpses, pollVpsTask, powerVps } from './vps.service.ts'

/**
 * The VPSes and dedicated servers of the caller's companies: specs, addresses, power and traffic;
 * power actions on a VPS as tasks polled until done. Staff suspend, unsuspend and end a VPS through
 * the services routes (orders area), which reach the same platform.
 */
export async function vpsRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'hosting', access: 'authenticated' })
  r.get('/hosting/vpses', 'listVpses', { response: many(VpsSchema) }, (ctx) => listVpses(ctx))
  r.get(
    '/hosting/vpses/:id',
    'getVps',
    { params: IdParamsSchema, response: one(VpsDetailSchema), problems: ['notFound'] },
    (ctx, { params }) => getVpsDetail(ctx, params.id),
  )
  r.post(
    '/hosting/vpses/:id/power',
    'powerVps',
    {
      params: IdParamsSchema,
      body: VpsPowerInputSchema,
      response: one(VpsTaskSchema),
      status: 202,
      problems: ['notFound', 'conflict'],
      description: 'Starts, stops, shuts down or reboots the VPS: a task at the platform, polled until done.',
    },
    (ctx, { params, body }) => powerVps(ctx, params.id, body.action),
  )
  r.get(
    '/hosting/vpses/:id/tasks/:taskId',
    'getVpsTask',
    { params: VpsTaskParamsSchema, response: one(VpsTaskSchema), problems: ['notFound'] },
    (ctx, { params }) => pollVpsTask(ctx, params.id, params.taskId),
  )
  r.get('/hosting/servers', 'listDedicatedServers', { response: many(DedicatedServerSchema) }, (ctx) =>
    listDedicatedServers(ctx),
  )
}
