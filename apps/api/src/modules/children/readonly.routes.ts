import {
  ActivityItemSchema,
  IdParamsSchema,
  ProblemSchema,
  type Service,
  ServiceSchema,
} from '@portico/contracts'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { canEdit } from '../../auth/permissions.ts'
import type { Db } from '../../db/client.ts'
import { auditLog, services, users } from '../../db/schema/index.ts'
import { NotFound } from '../../lib/errors.ts'
import { authProblems, bearer } from '../../lib/routeSchema.ts'
import type { RecordKind } from '../customers/customers.repository.ts'
import { visibleParent } from './parent.ts'

type ServiceRow = typeof services.$inferSelect
const toService = (r: ServiceRow): Service => ({
  id: r.id,
  company_id: r.company_id,
  type: r.type,
  name: r.name,
  status: r.status,
  disk_usage_bytes: r.disk_usage_bytes,
  traffic_usage_bytes: r.traffic_usage_bytes,
  created_at: r.created_at.toISOString(),
})

const ActivityWithChangesSchema = ActivityItemSchema.extend({
  before: z.unknown().optional(),
  after: z.unknown().optional(),
})
const problems = { ...authProblems, 404: ProblemSchema }

/** A customer's or reseller's services (each service area fills them) and its activity from the audit log. */
export function readonlyRoutes(kind: RecordKind) {
  const plural = `${kind}s`
  const Name = kind === 'customer' ? 'Customer' : 'Reseller'
  const tags = [plural]
  const authenticated = { access: 'authenticated' as const }
  return async (app: FastifyInstance, { db }: { db: Db }) => {
    const r = app.withTypeProvider<ZodTypeProvider>()
    r.get(
      `/${plural}/:id/services`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: `list${Name}Services`,
          security: bearer,
          params: IdParamsSchema,
          response: { 200: z.object({ data: z.array(ServiceSchema) }), ...problems },
        },
      },
      async (req) => {
        await visibleParent(db, req.ctx, kind, req.params.id)
        const rows = await db
          .select()
          .from(services)
          .where(eq(services.company_id, req.params.id))
          .orderBy(asc(services.name))
        return { data: rows.map(toService) }
      },
    )
    r.get(
      `/${plural}/:id/services/:serviceId`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: `get${Name}Service`,
          security: bearer,
          params: z.strictObject({ id: z.uuid(), serviceId: z.uuid() }),
          response: { 200: z.object({ data: ServiceSchema }), ...problems },
        },
      },
      async (req) => {
        await visibleParent(db, req.ctx, kind, req.params.id)
        const [row] = await db
          .select()
          .from(services)
          .where(and(eq(services.id, req.params.serviceId), eq(services.company_id, req.params.id)))
        if (!row) throw new NotFound('Service not found.')
        return { data: toService(row) }
      },
    )
    r.get(
      `/${plural}/:id/activity`,
      {
        config: authenticated,
        schema: {
          tags,
          operationId: `list${Name}Activity`,
          description:
            'Every change to this record and its contacts and locations; before/after for those who may edit it.',
          security: bearer,
          params: IdParamsSchema,
          response: { 200: z.object({ data: z.array(ActivityWithChangesSchema) }), ...problems },
        },
      },
      async (req) => {
        const company = await visibleParent(db, req.ctx, kind, req.params.id)
        const detailed = canEdit(req.ctx, company)
        const rows = await db
          .select({ log: auditLog, actor_name: users.display_name })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actor_user_id))
          .where(eq(auditLog.company_id, req.params.id))
          .orderBy(desc(auditLog.created_at))
          .limit(200)
        return {
          data: rows.map(({ log, actor_name }) => ({
            id: log.id,
            action: log.action,
            entity: log.entity,
            entity_id: log.entity_id,
            actor_name,
            company_name: company.name,
            created_at: log.created_at.toISOString(),
            ...(detailed ? { before: log.before ?? undefined, after: log.after ?? undefined } : {}),
          })),
        }
      },
    )
  }
}
