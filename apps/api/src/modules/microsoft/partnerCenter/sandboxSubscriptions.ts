import {
  type NceDecision,
  type NceSubscription,
  refundableBatches,
  refundableUntil,
  renew,
  renewalAt,
} from '@portico/domain'
import type { SandboxSubscriptionRow } from '../sandboxPartnerCenter.repository.ts'
import { PartnerCenterError, type PcScheduledInstructions, type PcSubscription } from './adapter.ts'
import { sandboxSku } from './sandboxCatalog.ts'

/** The commerce rules' view of a sandbox subscription row. */
export function nceOf(row: SandboxSubscriptionRow): NceSubscription {
  return {
    status: row.status,
    skuId: row.sku_id,
    quantity: row.quantity,
    term: row.term,
    billing: row.billing,
    termStart: row.term_start,
    termEnd: row.term_end,
    autoRenew: row.auto_renew,
    batches: row.batches,
    scheduled: row.scheduled ?? null,
  }
}

/** The row's columns for a subscription the rules changed. */
export function columnsOf(sub: NceSubscription) {
  return {
    status: sub.status,
    sku_id: sub.skuId,
    quantity: sub.quantity,
    term: sub.term,
    billing: sub.billing,
    term_start: sub.termStart,
    term_end: sub.termEnd,
    auto_renew: sub.autoRenew,
    batches: sub.batches,
    scheduled: sub.scheduled,
  }
}

/** Every renewal due by `now` applied in turn (a subscription left alone for two terms renews twice). */
export function settled(sub: NceSubscription, now: Date): NceSubscription {
  let current = sub
  while (
    (current.status === 'active' || current.status === 'suspended') &&
    Date.parse(renewalAt(current)) <= now.getTime()
  ) {
    current = renew(current)
  }
  return current
}

/** Throws the rule's refusal as Partner Center would refuse the call. */
export function allowed<T>(
  decision: NceDecision<T>,
): asserts decision is Extract<NceDecision<T>, { ok: true }> {
  if (!decision.ok) {
    throw new PartnerCenterError(
      `nce.${decision.rule}`,
      `The change is not allowed (${decision.rule}).`,
      400,
      {
        rule: decision.rule,
        opensAt: decision.opensAt,
      },
    )
  }
}

function instructionsOf(sub: NceSubscription): PcScheduledInstructions | null {
  if (!sub.scheduled) return null
  const [productId = '', skuId = ''] = (sub.scheduled.skuId ?? sub.skuId).split(':')
  return {
    product: {
      productId,
      skuId,
      billingCycle: sub.scheduled.billing ?? sub.billing,
      termDuration: sub.scheduled.term ?? sub.term,
    },
    quantity: sub.scheduled.quantity ?? sub.quantity,
  }
}

/** GET …/subscriptions/{id} as Partner Center answers it. */
export function subscriptionResource(
  row: SandboxSubscriptionRow,
  sub: NceSubscription,
  now: Date,
): PcSubscription {
  const open = refundableBatches(sub, now)
  const first = [...sub.batches].sort((a, b) => a.purchasedAt.localeCompare(b.purchasedAt))[0]
  return {
    id: row.id,
    offerId: row.catalog_item_id,
    offerName: sandboxSku(sub.skuId)?.title ?? sub.skuId,
    friendlyName: row.friendly_name,
    quantity: sub.quantity,
    unitType: 'Licenses',
    creationDate: row.created_at.toISOString(),
    effectiveStartDate: sub.termStart,
    commitmentEndDate: sub.termEnd,
    cancellationAllowedUntilDate: first ? refundableUntil(first) : `${sub.termStart}T00:00:00.000Z`,
    status: sub.status,
    autoRenewEnabled: sub.autoRenew,
    billingCycle: sub.billing,
    termDuration: sub.term,
    refundableQuantity: {
      totalQuantity: open.reduce((n, b) => n + b.quantity, 0),
      details: open.map((b) => ({ quantity: b.quantity, allowedUntilDateTime: b.until })),
    },
    scheduledNextTermInstructions: instructionsOf(sub),
  }
}
