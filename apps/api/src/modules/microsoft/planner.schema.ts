import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, requiredRef, timestamptz, updatedAt, uuidKey } from '../../db/columns.ts'
import { companyRef, users } from '../../db/schema/platform.ts'
import { microsoftTenants } from './microsoft.schema.ts'

export const PLANNED_CHANGE_ACTIONS = ['assign', 'remove'] as const
export const PLANNED_CHANGE_STATUSES = ['planned', 'running', 'done', 'failed', 'cancelled'] as const

/** A stored reason a change failed: the text's code and its slots, rendered in the reader's language. */
export type PlannedFailure = { code: string; values?: Record<string, string> }

/** What a change did when it ran (the licence planner's outcome). */
export type PlannedOutcome = {
  effect: string
  cost_minor: number
  currency: string
  opens_at: string | null
}

/**
 * The licence planner: one licence (a Partner Center SKU, productId:skuId) assigned to or removed
 * from one Graph user of a tenant, on a date. It runs once: the job moves it planned -> running with
 * a compare-and-set, then done or failed.
 */
export const microsoftPlannedChanges = pgTable(
  'microsoft_planned_changes',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    tenant_id: requiredRef('tenant_id', () => microsoftTenants.id),
    /** Graph's user id, with the names as they were when planned. */
    user_id: text('user_id').notNull(),
    user_name: text('user_name').notNull(),
    user_principal_name: text('user_principal_name').notNull(),
    sku_id: text('sku_id').notNull(),
    action: text('action', { enum: PLANNED_CHANGE_ACTIONS }).notNull(),
    /** The day in the provider's time zone. */
    run_on: date('run_on').notNull(),
    due_at: timestamptz('due_at').notNull(),
    status: text('status', { enum: PLANNED_CHANGE_STATUSES }).notNull().default('planned'),
    attempts: integer('attempts').notNull().default(0),
    outcome: jsonb('outcome').$type<PlannedOutcome>(),
    failure: jsonb('failure').$type<PlannedFailure>(),
    planned_by: uuid('planned_by').references(() => users.id),
    created_at: createdAt(),
    started_at: timestamptz('started_at'),
    finished_at: timestamptz('finished_at'),
  },
  (t) => [
    index('microsoft_planned_changes_due_idx').on(t.due_at).where(sql`status in ('planned', 'running')`),
    index('microsoft_planned_changes_tenant_idx').on(t.tenant_id, t.user_id),
    index('microsoft_planned_changes_company_idx').on(t.company_id),
  ],
)

/** Per tenant: buy a missing seat or stop and notify; whether a removal gives the seat back. */
export const microsoftPlannerPolicies = pgTable(
  'microsoft_planner_policies',
  {
    id: uuidKey(),
    company_id: companyRef('company_id'),
    tenant_id: requiredRef('tenant_id', () => microsoftTenants.id),
    buy_missing: boolean('buy_missing').notNull().default(false),
    release_seats: boolean('release_seats').notNull().default(false),
    updated_by: uuid('updated_by').references(() => users.id),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('microsoft_planner_policies_tenant_key').on(t.tenant_id)],
)
