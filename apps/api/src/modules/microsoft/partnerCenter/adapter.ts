import type { NceBilling, NceRule, NceStatus, NceTerm } from '@portico/domain'
import type { RequestContext } from '../../../auth/context.ts'

/**
 * Microsoft's Partner Center behind one interface, shaped by its REST API (v1): customers (a customer
 * is a tenant), the catalogue (product, SKU, availability with its terms), carts that live 7 days and
 * check out idempotently, orders, and new-commerce subscriptions whose seats come in refundable
 * batches and whose renewal can carry scheduled next-term instructions. Graph (licences per user) is
 * its own interface (../graph/adapter.ts).
 */

/** POST /customers: creates the Entra tenant. */
export type NewCustomer = { domain: string; companyName: string; email: string; country: string }

export type PcCustomer = {
  id: string
  companyProfile: { tenantId: string; domain: string; companyName: string }
  relationshipToPartner: 'reseller'
}

/** One term an availability is sold in, with the partner's price per seat for that term. */
export type PcTerm = { duration: NceTerm; billingCycle: NceBilling; unitPriceMinor: number; currency: string }

/** A product, one of its SKUs and an availability, flattened: catalogItemId = product:sku:availability. */
export type PcCatalogItem = {
  catalogItemId: string
  productId: string
  skuId: string
  title: string
  /** The licence's Graph skuId (GUID) and part number, as subscribedSkus reports them. */
  graphSkuId: string
  skuPartNumber: string
  terms: PcTerm[]
}

export type PcCartLineItem = {
  id: number
  catalogItemId: string
  quantity: number
  billingCycle: NceBilling
  termDuration: NceTerm
  friendlyName?: string
}

export type PcCart = {
  id: string
  creationTimestamp: string
  expirationTimestamp: string
  status: 'Active' | 'Ordered'
  lineItems: PcCartLineItem[]
}

export type PcOrder = {
  id: string
  referenceCustomerId: string
  creationDate: string
  status: 'pending' | 'completed' | 'cancelled'
  lineItems: Array<{
    lineItemNumber: number
    offerId: string
    subscriptionId: string
    termDuration: NceTerm
    quantity: number
  }>
}

/** POST …/carts/{id}/checkout: some lines may fail while others are ordered. */
export type PcCheckoutResult = {
  orders: PcOrder[]
  orderErrors: Array<{ orderGroupId: string; code: string; description: string }>
}

export type PcScheduledInstructions = {
  product: { productId: string; skuId: string; billingCycle: NceBilling; termDuration: NceTerm }
  quantity: number
}

export type PcSubscription = {
  id: string
  offerId: string
  offerName: string
  friendlyName: string
  quantity: number
  unitType: 'Licenses'
  creationDate: string
  effectiveStartDate: string
  /** Last day of the term, inclusive. */
  commitmentEndDate: string
  /** Until when cancelling is refunded (the purchase or renewal batch's window). */
  cancellationAllowedUntilDate: string
  status: NceStatus
  autoRenewEnabled: boolean
  billingCycle: NceBilling
  termDuration: NceTerm
  refundableQuantity: {
    totalQuantity: number
    details: Array<{ quantity: number; allowedUntilDateTime: string }>
  }
  scheduledNextTermInstructions: PcScheduledInstructions | null
}

/** PATCH …/subscriptions/{id}: the fields a partner changes (Microsoft takes the whole resource). */
export type PcSubscriptionPatch = {
  quantity?: number
  /** suspended and active again: the provider's suspension (not paid); deleted: cancelled. */
  status?: 'active' | 'suspended' | 'deleted'
  autoRenewEnabled?: boolean
  friendlyName?: string
  /** null removes the instructions. */
  scheduledNextTermInstructions?: PcScheduledInstructions | null
}

/** POST …/subscriptions/{id}/transitions (term or billing change now). */
export type PcTransition = { termDuration?: NceTerm; billingCycle?: NceBilling }

export type PartnerCenter = {
  /** "sandbox" is shown as such in the portal; "live" is Microsoft's Partner Center. */
  mode: 'sandbox' | 'live'
  /** HEAD /domains/{domain}: whether the onmicrosoft prefix is still free. */
  domainAvailable(ctx: RequestContext, domain: string): Promise<boolean>
  createCustomer(ctx: RequestContext, customer: NewCustomer): Promise<PcCustomer>
  customer(ctx: RequestContext, customerId: string): Promise<PcCustomer | null>
  /** POST /customers/{id}/agreements: the customer agreement, attested by the partner. */
  acceptAgreement(ctx: RequestContext, customerId: string, acceptedAt: Date): Promise<void>
  /** GET /products?country=… with their SKUs and availabilities. */
  catalog(ctx: RequestContext): Promise<PcCatalogItem[]>
  createCart(ctx: RequestContext, customerId: string, lineItems: PcCartLineItem[]): Promise<PcCart>
  /** Idempotent: checking out an ordered cart again returns the first result. */
  checkout(ctx: RequestContext, customerId: string, cartId: string): Promise<PcCheckoutResult>
  subscriptions(ctx: RequestContext, customerId: string): Promise<PcSubscription[]>
  subscription(
    ctx: RequestContext,
    customerId: string,
    subscriptionId: string,
  ): Promise<PcSubscription | null>
  updateSubscription(
    ctx: RequestContext,
    customerId: string,
    subscriptionId: string,
    patch: PcSubscriptionPatch,
  ): Promise<PcSubscription>
  transition(
    ctx: RequestContext,
    customerId: string,
    subscriptionId: string,
    to: PcTransition,
  ): Promise<PcSubscription>
}

/**
 * Partner Center's refusal: its error code (Microsoft's, e.g. "800089" for a limit reached) and
 * description, and for a commerce rule the rule and when it opens again.
 */
export class PartnerCenterError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly rule?: { rule: NceRule; opensAt: string | null },
  ) {
    super(message)
    this.name = 'PartnerCenterError'
  }
}
