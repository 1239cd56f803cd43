import {
  MicrosoftPlannedChangeInputSchema,
  MicrosoftPlannedChangeParamsSchema,
  MicrosoftPlannedChangeSchema,
  MicrosoftPlannerLocationInputSchema,
  MicrosoftPlannerPolicyInputSchema,
  MicrosoftPlannerPolicySchema,
  MicrosoftPlannerQuerySchema,
  MicrosoftPlannerSchema,
  MicrosoftPlannerTenantParamsSchema,
  MicrosoftPlannerUserInputSchema,
  MicrosoftPlannerUserParamsSchema,
  MicrosoftPlannerUserSchema,
} from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import { requestLocale } from '../../lib/locale.ts'
import { many, one, routes } from '../../lib/route.ts'
import { getPlanner } from './planner.service.ts'
import { cancelLicenceChange, planLicenceChange, setPlannerPolicy } from './plannerChanges.service.ts'
import {
  addPlannerUser,
  getPlannerUser,
  listPlannerUsers,
  setPlannerUserLocation,
} from './plannerUsers.service.ts'

/** The licence planner: tenant users from Graph, per-user licence changes on dates, and the tenants' policies. */
export async function plannerRoutes(app: FastifyInstance) {
  const r = routes(app, { tag: 'microsoft', access: 'authenticated' })
  r.get(
    '/microsoft/planner',
    'getMicrosoftPlanner',
    {
      query: MicrosoftPlannerQuerySchema,
      response: one(MicrosoftPlannerSchema),
      description: 'Planned changes with their forecast effect and cost, seats over time per SKU, policies.',
    },
    (ctx, { query, request }) => getPlanner(ctx, requestLocale(request), query.user),
  )
  r.post(
    '/microsoft/planner/changes',
    'planMicrosoftLicenceChange',
    {
      body: MicrosoftPlannedChangeInputSchema,
      response: one(MicrosoftPlannedChangeSchema),
      status: 201,
      problems: ['notFound', 'conflict'],
      description:
        'Plans a licence assignment (at 00:00 of run_on) or removal (at the end of run_on), in the provider’s time zone.',
    },
    (ctx, { body, request }) => planLicenceChange(ctx, body, requestLocale(request)),
  )
  r.delete(
    '/microsoft/planner/changes/:change',
    'cancelMicrosoftLicenceChange',
    {
      params: MicrosoftPlannedChangeParamsSchema,
      response: one(MicrosoftPlannedChangeSchema),
      problems: ['notFound', 'conflict'],
      description: 'Cancels a change that has not started yet.',
    },
    (ctx, { params, request }) => cancelLicenceChange(ctx, params.change, requestLocale(request)),
  )
  r.put(
    '/microsoft/planner/policies/:tenant',
    'setMicrosoftPlannerPolicy',
    {
      params: MicrosoftPlannerTenantParamsSchema,
      body: MicrosoftPlannerPolicyInputSchema,
      response: one(MicrosoftPlannerPolicySchema),
      problems: ['notFound'],
      description: 'Whether a missing seat is bought, and whether a removal gives the seat back.',
    },
    (ctx, { params, body }) => setPlannerPolicy(ctx, params.tenant, body),
  )
  r.get(
    '/microsoft/planner/users',
    'listMicrosoftPlannerUsers',
    { response: many(MicrosoftPlannerUserSchema) },
    (ctx) => listPlannerUsers(ctx),
  )
  r.post(
    '/microsoft/planner/users',
    'addMicrosoftPlannerUser',
    {
      body: MicrosoftPlannerUserInputSchema,
      response: one(MicrosoftPlannerUserSchema),
      status: 201,
      problems: ['notFound', 'conflict'],
      description: 'Creates the user in the tenant’s directory (Graph), with its usage location.',
    },
    (ctx, { body }) => addPlannerUser(ctx, body),
  )
  r.get(
    '/microsoft/planner/users/:user',
    'getMicrosoftPlannerUser',
    {
      params: MicrosoftPlannerUserParamsSchema,
      response: one(MicrosoftPlannerUserSchema),
      problems: ['notFound'],
    },
    (ctx, { params }) => getPlannerUser(ctx, params.user),
  )
  r.put(
    '/microsoft/planner/users/:user/location',
    'setMicrosoftPlannerUserLocation',
    {
      params: MicrosoftPlannerUserParamsSchema,
      body: MicrosoftPlannerLocationInputSchema,
      response: one(MicrosoftPlannerUserSchema),
      problems: ['notFound'],
      description:
        'Sets the user’s usage location in the tenant’s directory (Graph), so licences can be assigned.',
    },
    (ctx, { params, body }) => setPlannerUserLocation(ctx, params.user, body),
  )
}
