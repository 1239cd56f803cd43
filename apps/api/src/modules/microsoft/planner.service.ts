import type { MicrosoftPlannedChange, MicrosoftPlanner, MicrosoftPlannerPolicy } from '@portico/contracts'
import { applyStep, type LicenceEffect, type LicencePolicy, todayIn } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import type { Locale } from '../../lib/locale.ts'
import { render } from '../../lib/texts.ts'
import type { GraphUser } from './graph/adapter.ts'
import {
  listPlannedChanges,
  listPlannerTenants,
  type PlannedChangeRow,
  type PolicyTenantRow,
} from './planner.repository.ts'
import { plannerTexts } from './planner.texts.ts'
import { type TenantSku, tenantSkus } from './plannerSeats.ts'

export const policyOf = (row: Pick<PolicyTenantRow, 'buy_missing' | 'release_seats'>): LicencePolicy => ({
  buyMissing: row.buy_missing ?? false,
  releaseSeats: row.release_seats ?? false,
})

/** Staff, or an admin of the tenant's company or of a company above it (a reseller's admins). */
export function mayManageLicences(ctx: RequestContext, tenant: Pick<PolicyTenantRow, 'lineage'>): boolean {
  return (
    ctx.isStaff ||
    ctx.memberships.some(
      (m) => tenant.lineage.includes(m.company_id) && (m.role === 'admin' || m.company_kind === 'provider'),
    )
  )
}

export function policyView(ctx: RequestContext, row: PolicyTenantRow): MicrosoftPlannerPolicy {
  const policy = policyOf(row)
  return {
    tenant_id: row.tenant_id,
    tenant_domain: row.tenant_domain,
    company_id: row.company_id,
    buy_missing: policy.buyMissing,
    release_seats: policy.releaseSeats,
    editable: mayManageLicences(ctx, row),
  }
}

type Forecast = { effect: LicenceEffect; costMinor: number; currency: string; opensAt: string | null }

const failureText = (row: PlannedChangeRow, locale: Locale): string | null => {
  if (!row.failure) return null
  const key = row.failure.code.replace(/^microsoftPlanner\./, '') as keyof typeof plannerTexts
  const text = plannerTexts[key]
  return text ? render({ ...text, values: row.failure.values }, locale) : row.failure.code
}

export function changeView(
  row: PlannedChangeRow,
  product: string,
  forecast: Forecast | undefined,
  locale: Locale,
): MicrosoftPlannedChange {
  const known = row.outcome ?? null
  return {
    id: row.id,
    tenant_id: row.tenant_id,
    tenant_domain: row.tenant_domain,
    company_id: row.company_id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_principal_name: row.user_principal_name,
    sku_id: row.sku_id,
    product,
    action: row.action,
    run_on: row.run_on,
    due_at: row.due_at.toISOString(),
    status: row.status,
    effect: ((known?.effect ?? forecast?.effect) as LicenceEffect | undefined) ?? null,
    cost_minor: known?.cost_minor ?? forecast?.costMinor ?? 0,
    currency: known?.currency ?? forecast?.currency ?? 'EUR',
    opens_at: known?.opens_at ?? forecast?.opensAt ?? null,
    failure: failureText(row, locale),
    planned_by: row.planned_by_name,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  }
}

export type TenantState = { skus: Map<string, TenantSku>; users: GraphUser[] }

async function tenantState(ctx: RequestContext, customerId: string): Promise<TenantState> {
  const [skus, users] = await Promise.all([
    tenantSkus(ctx, customerId),
    ctx.platform.graph.users(ctx, customerId),
  ])
  return { skus, users }
}

/**
 * The tenant's planned changes run in order on its seats as they are now: each change's effect
 * and cost, and the seats per SKU after each. Changes no longer planned do not move the forecast.
 */
export function forecastTenant(
  state: TenantState,
  changes: PlannedChangeRow[],
  policy: LicencePolicy,
  now: Date,
) {
  const holds = new Set(
    state.users.flatMap((u) =>
      u.assignedLicenses.flatMap((l) => {
        const sku = [...state.skus.values()].find((s) => s.item.graphSkuId === l.skuId)
        return sku ? [`${u.id}|${sku.item.productId}:${sku.item.skuId}`] : []
      }),
    ),
  )
  const seats = new Map(state.skus)
  const points = new Map<string, Array<{ at: string; purchased: number; assigned: number }>>()
  const pointOf = (sku: TenantSku, at: Date) => ({
    at: at.toISOString(),
    purchased: sku.subscription?.status === 'active' ? sku.subscription.quantity : 0,
    assigned: sku.assigned,
  })
  for (const [id, sku] of seats) if (sku.subscription) points.set(id, [pointOf(sku, now)])
  const effects = new Map<string, Forecast>()
  for (const change of changes.filter((c) => c.status === 'planned')) {
    const sku = seats.get(change.sku_id)
    if (!sku) continue
    const key = `${change.user_id}|${change.sku_id}`
    const at = change.due_at.getTime() < now.getTime() ? now : change.due_at
    const step = applyStep(sku, { action: change.action, at, has: holds.has(key) }, policy)
    effects.set(change.id, {
      effect: step.effect,
      costMinor: step.costMinor,
      currency: sku.currency,
      opensAt: step.opensAt,
    })
    const after = { ...sku, ...step.after }
    seats.set(change.sku_id, after)
    if (step.effect !== 'short' && step.effect !== 'nothing') {
      if (change.action === 'assign') holds.add(key)
      else holds.delete(key)
    }
    points.set(change.sku_id, [...(points.get(change.sku_id) ?? [pointOf(sku, now)]), pointOf(after, at)])
  }
  return { effects, points, holds }
}

/** Everything the planner page shows: changes with their forecast, seats over time per SKU, policies. */
export async function getPlanner(
  ctx: RequestContext,
  locale: Locale,
  userId?: string,
): Promise<MicrosoftPlanner> {
  const tenants = await listPlannerTenants(ctx)
  const all = await listPlannedChanges(ctx)
  const now = ctx.platform.now()
  const result: MicrosoftPlanner = {
    changes: [],
    seats: [],
    policies: tenants.map((t) => policyView(ctx, t)),
  }
  for (const tenant of tenants) {
    const mine = all.filter((c) => c.tenant_id === tenant.tenant_id)
    const state = await tenantState(ctx, tenant.customer_id)
    const { effects, points } = forecastTenant(state, mine, policyOf(tenant), now)
    for (const row of mine.filter((c) => !userId || c.user_id === userId)) {
      const product = state.skus.get(row.sku_id)?.item.title ?? row.sku_id
      result.changes.push(changeView(row, product, effects.get(row.id), locale))
    }
    for (const [skuId, series] of points) {
      result.seats.push({
        tenant_id: tenant.tenant_id,
        tenant_domain: tenant.tenant_domain,
        sku_id: skuId,
        product: state.skus.get(skuId)?.item.title ?? skuId,
        // The calendar day of each step in the provider's time zone: a change at midnight is that day's.
        points: series.map((p) => ({ ...p, day: todayIn(ctx.platform.timeZone, new Date(p.at)) })),
      })
    }
  }
  result.changes.sort((a, b) => a.due_at.localeCompare(b.due_at))
  return result
}
