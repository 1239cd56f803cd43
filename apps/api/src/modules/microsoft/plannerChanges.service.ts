import type {
  MicrosoftPlannedChange,
  MicrosoftPlannedChangeInput,
  MicrosoftPlannerPolicy,
} from '@portico/contracts'
import { addDays, startOfDayIn, todayIn } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, Forbidden, NotFound } from '../../lib/errors.ts'
import type { Locale } from '../../lib/locale.ts'
import { type Text, withValues } from '../../lib/texts.ts'
import { MICROSOFT_PLANNER } from './planner.jobs.ts'
import {
  cancelPlannedChange,
  findPlannedChange,
  findPlannerTenant,
  insertPlannedChange,
  listPlannedChanges,
  upsertPlannerPolicy,
} from './planner.repository.ts'
import {
  changeView,
  forecastTenant,
  mayManageLicences,
  policyOf,
  policyView,
  type TenantState,
} from './planner.service.ts'
import { plannerTexts } from './planner.texts.ts'
import { tenantSkus } from './plannerSeats.ts'

/** The tenant, visible to the caller (404 otherwise) and theirs to change (403 otherwise). */
export async function managedTenant(ctx: RequestContext, tenantId: string) {
  const tenant = await findPlannerTenant(ctx, tenantId)
  if (!tenant) throw new NotFound()
  if (!mayManageLicences(ctx, tenant)) throw new Forbidden(plannerTexts.notAllowed)
  return tenant
}

const refuse = (text: Text, field: string) => new Conflict(text, [{ field, message: text }])

/**
 * Plans one licence change for one user on a day (today or later, in the provider's time zone):
 * an assignment runs at 00:00 of that day, a removal at the end of it. The user must be in the
 * tenant, the tenant must have the product, and the plan must make sense given the changes already
 * planned before it (no second assignment of a licence the user will have).
 */
export async function planLicenceChange(
  ctx: RequestContext,
  input: MicrosoftPlannedChangeInput,
  locale: Locale,
): Promise<MicrosoftPlannedChange> {
  const tenant = await managedTenant(ctx, input.tenant_id)
  const zone = ctx.platform.timeZone
  const now = ctx.platform.now()
  if (input.run_on < todayIn(zone, now)) {
    const text = withValues(plannerTexts.inThePast, { date: input.run_on })
    throw new BadRequest(text, [{ field: 'run_on', message: text }])
  }
  const [skus, users] = await Promise.all([
    tenantSkus(ctx, tenant.customer_id),
    ctx.platform.graph.users(ctx, tenant.customer_id),
  ])
  const sku = skus.get(input.sku_id)
  if (!sku)
    throw new BadRequest(plannerTexts.unknownSku, [{ field: 'sku_id', message: plannerTexts.unknownSku }])
  const user = users.find((u) => u.id === input.user_id)
  if (!user) throw refuse(plannerTexts.unknownUser, 'user_id')
  const names = { user: user.displayName, product: sku.item.title, date: input.run_on }
  if (!sku.subscription) throw refuse(withValues(plannerTexts.noSubscription, names), 'sku_id')
  if (input.action === 'assign' && !user.usageLocation)
    throw refuse(withValues(plannerTexts.noUsageLocation, names), 'user_id')
  const dueAt = startOfDayIn(input.action === 'assign' ? input.run_on : addDays(input.run_on, 1), zone)
  // Whether the user holds the licence at that moment, after the changes planned before it.
  const earlier = (await listPlannedChanges(ctx, user.id)).filter(
    (c) => c.tenant_id === tenant.tenant_id && c.due_at.getTime() <= dueAt.getTime(),
  )
  const { holds } = forecastTenant({ skus, users }, earlier, policyOf(tenant), now)
  const has = holds.has(`${user.id}|${input.sku_id}`)
  if (input.action === 'assign' && has)
    throw refuse(withValues(plannerTexts.alreadyAssigned, names), 'sku_id')
  if (input.action === 'remove' && !has) throw refuse(withValues(plannerTexts.notAssigned, names), 'sku_id')
  return ctx.transaction(async (tx) => {
    const row = await insertPlannedChange(tx, {
      company_id: tenant.company_id,
      tenant_id: tenant.tenant_id,
      user_id: user.id,
      user_name: user.displayName,
      user_principal_name: user.userPrincipalName,
      sku_id: input.sku_id,
      action: input.action,
      run_on: input.run_on,
      due_at: dueAt,
      planned_by: tx.user.id,
    })
    await audit(tx, {
      action: `microsoft.planner.${input.action}`,
      entity: 'microsoft_planned_change',
      entity_id: row.id,
      company_id: tenant.company_id,
      after: { user: user.userPrincipalName, sku: input.sku_id, run_on: input.run_on },
    })
    // The answer is read before commit: once committed, the job queue may claim the change at once.
    const planned = await plannedChange(tx, row.id, locale, { skus, users })
    // Due already (planned for today): the planner job runs it now rather than at the next round.
    if (dueAt.getTime() <= now.getTime())
      await tx.platform.jobs.send(tx.db, MICROSOFT_PLANNER, { providerId: tx.providerId })
    return planned
  })
}

/** One change with the forecast of its tenant's plan (on the tenant's state when the caller has it). */
async function plannedChange(ctx: RequestContext, id: string, locale: Locale, state?: TenantState) {
  const row = await findPlannedChange(ctx, id)
  const tenant = row && (await findPlannerTenant(ctx, row.tenant_id))
  if (!row || !tenant) throw new NotFound()
  const skus = state?.skus ?? (await tenantSkus(ctx, tenant.customer_id))
  const users = state?.users ?? (await ctx.platform.graph.users(ctx, tenant.customer_id))
  const all = (await listPlannedChanges(ctx)).filter((c) => c.tenant_id === tenant.tenant_id)
  const { effects } = forecastTenant({ skus, users }, all, policyOf(tenant), ctx.platform.now())
  return changeView(row, skus.get(row.sku_id)?.item.title ?? row.sku_id, effects.get(row.id), locale)
}

/** Cancels a change that has not started; one that ran (or is running) stays as it is (409). */
export async function cancelLicenceChange(
  ctx: RequestContext,
  id: string,
  locale: Locale,
): Promise<MicrosoftPlannedChange> {
  const row = await findPlannedChange(ctx, id)
  if (!row) throw new NotFound()
  await managedTenant(ctx, row.tenant_id)
  await ctx.transaction(async (tx) => {
    if (!(await cancelPlannedChange(tx, id))) throw new Conflict(plannerTexts.notPlanned)
    await audit(tx, {
      action: 'microsoft.planner.cancel',
      entity: 'microsoft_planned_change',
      entity_id: id,
      company_id: row.company_id,
      before: { status: row.status },
      after: { status: 'cancelled' },
    })
  })
  return plannedChange(ctx, id, locale)
}

export async function setPlannerPolicy(
  ctx: RequestContext,
  tenantId: string,
  input: { buy_missing: boolean; release_seats: boolean },
): Promise<MicrosoftPlannerPolicy> {
  const tenant = await managedTenant(ctx, tenantId)
  await ctx.transaction(async (tx) => {
    await upsertPlannerPolicy(tx, { tenant_id: tenant.tenant_id, company_id: tenant.company_id, ...input })
    await audit(tx, {
      action: 'microsoft.planner.policy',
      entity: 'microsoft_tenant',
      entity_id: tenant.tenant_id,
      company_id: tenant.company_id,
      before: policyOf(tenant),
      after: input,
    })
  })
  const stored = await findPlannerTenant(ctx, tenantId)
  if (!stored) throw new NotFound()
  return policyView(ctx, stored)
}
