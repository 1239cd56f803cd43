import type { PcCartLineItem, PcSubscription } from '../../src/modules/microsoft/partnerCenter/adapter.ts'

/** The fake Partner Center's catalogue: one product, its SKU and availability with the terms Microsoft lists. */
export const FAKE_PC_PRODUCTS = {
  CFQ7TTC0LDPB: {
    skus: [{ id: '0001', title: 'Microsoft 365 Business Standard' }],
    availability: 'CFQ7TTC0K5DJ',
  },
}
export const TERMS = [
  { duration: 'P1M', billingCycle: 'Monthly', description: 'One-Month commitment for monthly billing' },
  { duration: 'P1Y', billingCycle: 'Monthly', description: 'One-Year commitment for monthly/yearly billing' },
  { duration: 'P1Y', billingCycle: 'Annual', description: 'One-Year commitment for monthly/yearly billing' },
]

/** A subscription as a checkout makes it: a year from today, every seat refundable for 168 hours. */
export function newSubscription(id: string, line: PcCartLineItem): PcSubscription {
  const now = new Date().toISOString()
  const refundUntil = new Date(Date.now() + 168 * 3_600_000).toISOString()
  return {
    id,
    offerId: line.catalogItemId,
    offerName: 'Microsoft 365 Business Standard',
    friendlyName: line.friendlyName ?? 'Microsoft 365 Business Standard',
    quantity: line.quantity,
    unitType: 'Licenses',
    creationDate: now,
    effectiveStartDate: now.slice(0, 10),
    commitmentEndDate: `${Number(now.slice(0, 4)) + 1}${now.slice(4, 10)}`,
    cancellationAllowedUntilDate: refundUntil,
    status: 'active',
    autoRenewEnabled: true,
    billingCycle: line.billingCycle,
    termDuration: line.termDuration,
    refundableQuantity: {
      totalQuantity: line.quantity,
      details: [{ quantity: line.quantity, allowedUntilDateTime: refundUntil }],
    },
    scheduledNextTermInstructions: null,
  }
}
