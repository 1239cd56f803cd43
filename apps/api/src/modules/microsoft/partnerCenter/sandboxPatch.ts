import {
  cancelSubscription,
  decreaseSeats,
  increaseSeats,
  type NceSubscription,
  type NextTermChange,
  scheduleAtRenewal,
} from '@portico/domain'
import { PartnerCenterError, type PcSubscriptionPatch } from './adapter.ts'
import { SANDBOX_LIMITS, sandboxSku } from './sandboxCatalog.ts'
import { allowed } from './sandboxSubscriptions.ts'

/** Partner Center's error code for a limit of the account (customers, licences per subscription). */
export const LIMIT = '800089'

function tooManyLicenses(quantity: number) {
  if (quantity > SANDBOX_LIMITS.licensesPerSubscription) {
    throw new PartnerCenterError(
      LIMIT,
      `Requested number of licenses exceeded the limit of ${SANDBOX_LIMITS.licensesPerSubscription} per subscription.`,
      400,
    )
  }
}

/** Applies one PATCH: cancellation, quantity, auto-renew, then the renewal's instructions. */
export function patched(current: NceSubscription, patch: PcSubscriptionPatch, now: Date): NceSubscription {
  let sub = current
  if (patch.status === 'deleted') {
    allowed(cancelSubscription(sub, now))
    return { ...sub, status: 'deleted', scheduled: null }
  }
  const resumes = patch.status === 'active' && sub.status === 'suspended'
  if (patch.status === 'suspended' || resumes) {
    if (sub.status !== 'active' && sub.status !== 'suspended')
      throw new PartnerCenterError('800001', `A ${sub.status} subscription cannot change status.`, 400)
    return { ...sub, status: patch.status === 'suspended' ? 'suspended' : 'active' }
  }
  if (patch.quantity !== undefined && patch.quantity > sub.quantity) {
    tooManyLicenses(patch.quantity)
    const decision = increaseSeats(sub, patch.quantity - sub.quantity, 0, now)
    allowed(decision)
    sub = { ...sub, quantity: patch.quantity, batches: [...sub.batches, decision.batch], scheduled: null }
  } else if (patch.quantity !== undefined && patch.quantity < sub.quantity) {
    const decision = decreaseSeats(sub, sub.quantity - patch.quantity, now)
    allowed(decision)
    sub = { ...sub, quantity: patch.quantity, batches: decision.batches, scheduled: null }
  }
  if (patch.autoRenewEnabled !== undefined) {
    sub = {
      ...sub,
      autoRenew: patch.autoRenewEnabled,
      scheduled: patch.autoRenewEnabled ? sub.scheduled : null,
    }
  }
  if (patch.scheduledNextTermInstructions === null) sub = { ...sub, scheduled: null }
  else if (patch.scheduledNextTermInstructions) {
    const { product, quantity } = patch.scheduledNextTermInstructions
    const change: NextTermChange = {
      quantity,
      term: product.termDuration,
      billing: product.billingCycle,
      skuId: `${product.productId}:${product.skuId}`,
    }
    if (!sandboxSku(change.skuId ?? '')) throw new PartnerCenterError('400', 'Unknown product or SKU.', 400)
    tooManyLicenses(quantity)
    allowed(scheduleAtRenewal(sub, change, now))
    sub = { ...sub, scheduled: change }
  }
  return sub
}
