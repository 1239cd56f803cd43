import { and, asc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import {
  companies,
  microsoftPlannedChanges,
  microsoftPlannerPolicies,
  microsoftTenants,
  users,
} from '../../db/schema/index.ts'
import type { PlannedFailure, PlannedOutcome } from './planner.schema.ts'

export type { PlannedFailure, PlannedOutcome }

export type PlannedChangeRow = typeof microsoftPlannedChanges.$inferSelect & {
  tenant_domain: string
  customer_id: string
  planned_by_name: string | null
}

const changeColumns = {
  id: microsoftPlannedChanges.id,
  company_id: microsoftPlannedChanges.company_id,
  tenant_id: microsoftPlannedChanges.tenant_id,
  user_id: microsoftPlannedChanges.user_id,
  user_name: microsoftPlannedChanges.user_name,
  user_principal_name: microsoftPlannedChanges.user_principal_name,
  sku_id: microsoftPlannedChanges.sku_id,
  action: microsoftPlannedChanges.action,
  run_on: microsoftPlannedChanges.run_on,
  due_at: microsoftPlannedChanges.due_at,
  status: microsoftPlannedChanges.status,
  attempts: microsoftPlannedChanges.attempts,
  outcome: microsoftPlannedChanges.outcome,
  failure: microsoftPlannedChanges.failure,
  planned_by: microsoftPlannedChanges.planned_by,
  created_at: microsoftPlannedChanges.created_at,
  started_at: microsoftPlannedChanges.started_at,
  finished_at: microsoftPlannedChanges.finished_at,
  tenant_domain: microsoftTenants.domain,
  customer_id: microsoftTenants.customer_id,
  planned_by_name: users.display_name,
}

const changesOf = (ctx: RequestContext) =>
  ctx.db
    .select(changeColumns)
    .from(microsoftPlannedChanges)
    .innerJoin(microsoftTenants, eq(microsoftTenants.id, microsoftPlannedChanges.tenant_id))
    .leftJoin(users, eq(users.id, microsoftPlannedChanges.planned_by))

/** The caller's planned changes (every status), by due moment; one user's when `userId` is given. */
export async function listPlannedChanges(ctx: RequestContext, userId?: string): Promise<PlannedChangeRow[]> {
  return changesOf(ctx)
    .where(
      and(
        ownedByVisibleCompany(ctx, microsoftPlannedChanges.company_id),
        userId ? eq(microsoftPlannedChanges.user_id, userId) : undefined,
      ),
    )
    .orderBy(asc(microsoftPlannedChanges.due_at), asc(microsoftPlannedChanges.created_at))
}

export async function findPlannedChange(ctx: RequestContext, id: string) {
  const [row] = await changesOf(ctx).where(
    and(eq(microsoftPlannedChanges.id, id), ownedByVisibleCompany(ctx, microsoftPlannedChanges.company_id)),
  )
  return row
}

export async function insertPlannedChange(
  ctx: RequestContext,
  values: typeof microsoftPlannedChanges.$inferInsert,
) {
  const [row] = await ctx.db.insert(microsoftPlannedChanges).values(values).returning()
  if (!row) throw new Error('planned change not stored')
  return row
}

/** planned -> cancelled, only while still planned (a change already claimed by the job stays). */
export async function cancelPlannedChange(ctx: RequestContext, id: string) {
  const [row] = await ctx.db
    .update(microsoftPlannedChanges)
    .set({ status: 'cancelled', finished_at: ctx.platform.now() })
    .where(
      and(
        eq(microsoftPlannedChanges.id, id),
        eq(microsoftPlannedChanges.status, 'planned'),
        ownedByVisibleCompany(ctx, microsoftPlannedChanges.company_id),
      ),
    )
    .returning({ id: microsoftPlannedChanges.id })
  return row !== undefined
}

/**
 * Claims the provider's due changes: planned -> running in one compare-and-set under row locks
 * that other claimers skip, so each change is claimed by exactly one instance. A change left
 * `running` by a process that died (started before `staleBefore`) is claimed again; running one is
 * safe to repeat because every step re-reads Microsoft's state first.
 */
export async function claimDueChanges(
  ctx: RequestContext,
  providerId: string,
  now: Date,
  staleBefore: Date,
  limit = 50,
) {
  const due = ctx.db
    .select({ id: microsoftPlannedChanges.id })
    .from(microsoftPlannedChanges)
    .innerJoin(microsoftTenants, eq(microsoftTenants.id, microsoftPlannedChanges.tenant_id))
    .where(
      and(
        eq(microsoftTenants.provider_id, providerId),
        lte(microsoftPlannedChanges.due_at, now),
        or(
          eq(microsoftPlannedChanges.status, 'planned'),
          and(
            eq(microsoftPlannedChanges.status, 'running'),
            isNotNull(microsoftPlannedChanges.started_at),
            lte(microsoftPlannedChanges.started_at, staleBefore),
          ),
        ),
      ),
    )
    .orderBy(asc(microsoftPlannedChanges.due_at), asc(microsoftPlannedChanges.created_at))
    .limit(limit)
    .for('update', { of: microsoftPlannedChanges, skipLocked: true })
  return ctx.db
    .update(microsoftPlannedChanges)
    .set({
      status: 'running',
      started_at: now,
      attempts: sql`${microsoftPlannedChanges.attempts} + 1`,
    })
    .where(inArray(microsoftPlannedChanges.id, due))
    .returning({ id: microsoftPlannedChanges.id })
}

/** running -> done | failed, only from running (what the claimer set). */
export async function finishPlannedChange(
  ctx: RequestContext,
  id: string,
  result: { status: 'done'; outcome: PlannedOutcome } | { status: 'failed'; failure: PlannedFailure },
) {
  const [row] = await ctx.db
    .update(microsoftPlannedChanges)
    .set({
      status: result.status,
      outcome: result.status === 'done' ? result.outcome : null,
      failure: result.status === 'failed' ? result.failure : null,
      finished_at: ctx.platform.now(),
    })
    .where(and(eq(microsoftPlannedChanges.id, id), eq(microsoftPlannedChanges.status, 'running')))
    .returning({ id: microsoftPlannedChanges.id })
  return row !== undefined
}

export type PolicyTenantRow = {
  tenant_id: string
  tenant_domain: string
  customer_id: string
  company_id: string
  lineage: string[]
  buy_missing: boolean | null
  release_seats: boolean | null
}

const policyColumns = {
  tenant_id: microsoftTenants.id,
  tenant_domain: microsoftTenants.domain,
  customer_id: microsoftTenants.customer_id,
  company_id: microsoftTenants.company_id,
  lineage: companies.lineage,
  buy_missing: microsoftPlannerPolicies.buy_missing,
  release_seats: microsoftPlannerPolicies.release_seats,
}

const tenantsWithPolicies = (ctx: RequestContext) =>
  ctx.db
    .select(policyColumns)
    .from(microsoftTenants)
    .innerJoin(companies, eq(companies.id, microsoftTenants.company_id))
    .leftJoin(microsoftPlannerPolicies, eq(microsoftPlannerPolicies.tenant_id, microsoftTenants.id))

/** The caller's tenants with their planner policy (null columns: none stored yet). */
export async function listPlannerTenants(ctx: RequestContext): Promise<PolicyTenantRow[]> {
  return tenantsWithPolicies(ctx)
    .where(ownedByVisibleCompany(ctx, microsoftTenants.company_id))
    .orderBy(microsoftTenants.domain)
}

export async function findPlannerTenant(ctx: RequestContext, tenantId: string) {
  const [row] = await tenantsWithPolicies(ctx).where(
    and(eq(microsoftTenants.id, tenantId), ownedByVisibleCompany(ctx, microsoftTenants.company_id)),
  )
  return row
}

export async function upsertPlannerPolicy(
  ctx: RequestContext,
  values: { tenant_id: string; company_id: string; buy_missing: boolean; release_seats: boolean },
) {
  const set = {
    buy_missing: values.buy_missing,
    release_seats: values.release_seats,
    updated_by: ctx.user.id,
    updated_at: ctx.platform.now(),
  }
  await ctx.db
    .insert(microsoftPlannerPolicies)
    .values({ ...values, ...set })
    .onConflictDoUpdate({ target: microsoftPlannerPolicies.tenant_id, set })
}

/** Serialises the planner's changes of one tenant until the transaction ends (seats are shared). */
export async function lockPlannerTenant(ctx: RequestContext, tenantId: string) {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${tenantId}, 0))`)
}
