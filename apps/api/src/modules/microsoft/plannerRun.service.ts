import { applyStep } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { pdfMoney } from '../../lib/pdf.ts'
import { render, type Text, withValues } from '../../lib/texts.ts'
import { notifyCompany } from '../company/notifications.service.ts'
import { GraphError } from './graph/adapter.ts'
import { lockSubscriptionLinkOf } from './microsoft.repository.ts'
import { PartnerCenterError } from './partnerCenter/adapter.ts'
import {
  claimDueChanges,
  findPlannedChange,
  findPlannerTenant,
  finishPlannedChange,
  lockPlannerTenant,
  type PlannedChangeRow,
  type PlannedFailure,
  type PlannedOutcome,
} from './planner.repository.ts'
import { policyOf } from './planner.service.ts'
import { plannerTexts } from './planner.texts.ts'
import { type TenantSku, tenantSkus } from './plannerSeats.ts'
import { repriceSeats } from './seatPricing.ts'

/** A change left running this long by a process that died is claimed again. */
const STALE_MINUTES = 15

type Result = { status: 'done'; outcome: PlannedOutcome } | { status: 'failed'; failure: PlannedFailure }

const failed = (text: Text): Result => ({
  status: 'failed',
  failure: { code: text.code, values: text.values ? { ...text.values } : undefined },
})

/** Microsoft's refusal as the change's failure reason. */
function refusal(error: unknown): Result {
  if (error instanceof GraphError || error instanceof PartnerCenterError)
    return failed(withValues(plannerTexts.microsoftRefused, { message: error.message }))
  throw error
}

/**
 * Carries out one change on Microsoft's state as it is now (never on the forecast): the user and
 * the seats are read again, a missing seat is bought only when the policy says so, a seat is given
 * back only while the 168-hour window allows. Safe to repeat: a licence already there (or already
 * gone) is not touched again, so a change re-run after a crash buys nothing twice.
 */
async function carryOut(ctx: RequestContext, change: PlannedChangeRow): Promise<Result> {
  const tenant = await findPlannerTenant(ctx, change.tenant_id)
  if (!tenant) return failed(plannerTexts.userGone)
  const customerId = tenant.customer_id
  const skus = await tenantSkus(ctx, customerId)
  const users = await ctx.platform.graph.users(ctx, customerId)
  const sku = skus.get(change.sku_id)
  const user = users.find((u) => u.id === change.user_id)
  if (!sku) return failed(plannerTexts.unknownSku)
  if (!user) return failed(plannerTexts.userGone)
  const names = { user: user.displayName, product: sku.item.title, date: change.run_on }
  const has = user.assignedLicenses.some((l) => l.skuId === sku.item.graphSkuId)
  const now = ctx.platform.now()
  const step = applyStep(sku, { action: change.action, at: now, has }, policyOf(tenant))
  const done = (): Result => ({
    status: 'done',
    outcome: {
      effect: step.effect,
      cost_minor: step.costMinor,
      currency: sku.currency,
      opens_at: step.opensAt,
    },
  })
  if (step.effect === 'nothing') return done()
  const graph = ctx.platform.graph
  try {
    if (change.action === 'assign') {
      if (!user.usageLocation) return failed(withValues(plannerTexts.noUsageLocation, names))
      if (step.effect === 'short' && !sku.subscriptionId)
        return failed(withValues(plannerTexts.noSubscription, names))
      if (step.effect === 'short') return failed(withValues(plannerTexts.noFreeSeat, names))
      if (step.effect === 'buys_seat') await changeSeats(ctx, change.tenant_id, customerId, sku, +1)
      await graph.assignLicense(ctx, customerId, user.id, {
        addLicenses: [{ skuId: sku.item.graphSkuId }],
        removeLicenses: [],
      })
      return done()
    }
    await graph.assignLicense(ctx, customerId, user.id, {
      addLicenses: [],
      removeLicenses: [sku.item.graphSkuId],
    })
    if (step.effect === 'releases_seat') await changeSeats(ctx, change.tenant_id, customerId, sku, -1)
    return done()
  } catch (error) {
    return refusal(error)
  }
}

/**
 * Buys or gives back one seat at Partner Center, and the service that bills the subscription follows
 * as it does for a seat change on the subscription page: a seat bought is charged pro rata for the
 * period already invoiced, a seat given back costs less from the next period. The price changes
 * first, in a savepoint: when Partner Center refuses, the price change goes with it; when repricing
 * fails, Partner Center is not asked and the change runs again later.
 */
async function changeSeats(
  ctx: RequestContext,
  tenantId: string,
  customerId: string,
  sku: TenantSku,
  by: 1 | -1,
) {
  const { subscriptionId, subscription } = sku
  if (!subscriptionId || !subscription) return
  await ctx.transaction(async (tx) => {
    // Locked first, then read again: a seat change elsewhere meanwhile is counted, never lost.
    const link = await lockSubscriptionLinkOf(tx, tenantId, subscriptionId)
    const pc = tx.platform.partnerCenter
    const quantity = link
      ? ((await pc.subscription(tx, customerId, subscriptionId))?.quantity ?? subscription.quantity)
      : subscription.quantity
    if (link) await repriceSeats(tx, link, quantity, quantity + by)
    await pc.updateSubscription(tx, customerId, subscriptionId, { quantity: quantity + by })
  })
}

/** The company's people who want licence changes hear what ran, or why it stopped, in their language. */
async function notify(ctx: RequestContext, change: PlannedChangeRow, product: string, result: Result) {
  await notifyCompany(ctx, change.company_id, 'licence_change', (locale) => {
    const t = (text: Text, values: Record<string, string> = {}) =>
      render(withValues(text, { ...text.values, ...values }), locale)
    const action = t(change.action === 'assign' ? plannerTexts.actionAssign : plannerTexts.actionRemove)
    const base = {
      action,
      product,
      user: change.user_name,
      upn: change.user_principal_name,
      date: change.run_on,
    }
    if (result.status === 'failed') {
      const key = result.failure.code.replace(/^microsoftPlanner\./, '') as keyof typeof plannerTexts
      const reason = t(plannerTexts[key] ?? plannerTexts.userGone, result.failure.values)
      return {
        subject: t(plannerTexts.mailSubject, {
          user: change.user_name,
          status: t(plannerTexts.statusFailed),
        }),
        text: t(plannerTexts.mailFailed, { ...base, reason }),
      }
    }
    const o = result.outcome
    const effect =
      o.effect === 'buys_seat'
        ? t(plannerTexts.effectBought, { amount: pdfMoney(o.cost_minor, o.currency, locale) })
        : o.effect === 'releases_seat'
          ? t(plannerTexts.effectReleased)
          : o.effect === 'keeps_seat'
            ? t(plannerTexts.effectKept, { opensAt: `${(o.opens_at ?? '').slice(0, 10)} 00:00 UTC` })
            : ''
    return {
      subject: t(plannerTexts.mailSubject, { user: change.user_name, status: t(plannerTexts.statusDone) }),
      text: t(plannerTexts.mailDone, { ...base, effect }).trim(),
    }
  })
}

/** Runs one claimed change under its tenant's lock, records the result and tells the company, together. */
async function runClaimed(ctx: RequestContext, id: string) {
  return ctx.transaction(async (tx) => {
    const change = await findPlannedChange(tx, id)
    if (change?.status !== 'running') return null
    await lockPlannerTenant(tx, change.tenant_id)
    const result = await carryOut(tx, change)
    if (!(await finishPlannedChange(tx, id, result))) return null
    const product = (await tenantSkus(tx, change.customer_id)).get(change.sku_id)?.item.title ?? change.sku_id
    await audit(tx, {
      action: `microsoft.planner.${result.status}`,
      entity: 'microsoft_planned_change',
      entity_id: id,
      company_id: change.company_id,
      after: result.status === 'done' ? result.outcome : result.failure,
    })
    await notify(tx, change, product, result)
    return result.status
  })
}

/**
 * The planner round for one provider: claims the changes due by now (each by exactly one
 * instance, planned -> running) and runs them in due order. Returns how many ended done and failed.
 */
export async function runDuePlannedChanges(ctx: RequestContext, providerId: string) {
  const now = ctx.platform.now()
  const stale = new Date(now.getTime() - STALE_MINUTES * 60_000)
  const counts = { done: 0, failed: 0 }
  for (;;) {
    const claimed = await claimDueChanges(ctx, providerId, now, stale)
    if (claimed.length === 0) return counts
    for (const { id } of claimed) {
      const status = await runClaimed(ctx, id)
      if (status) counts[status]++
    }
  }
}
