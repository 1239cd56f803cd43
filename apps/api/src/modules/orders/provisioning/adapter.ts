import type { RequestContext } from '../../../auth/context.ts'

/** What an adapter is asked to act on: the service, its product and the options chosen. */
export type ProvisioningTarget = {
  serviceId: string
  companyId: string
  productId: string | null
  name: string
  options: Record<string, unknown>
  /** Set when an order item is being set up (create): what was ordered and what it is charged. */
  order?: {
    period: string
    /** What the customer is charged for the service's period (a price cap for what the adapter buys). */
    priceMinor: number
    currency: string
    /** The item's domain block (domains' StoredDomainLine), null for other products. */
    domain: unknown
    /** The cart line the item was: an area that kept something for that line (an SSL request) finds it by this. */
    cartItemId: string | null
    /** A new attempt (the order's first, or staff's retry): a step that failed before may start again. */
    restart: boolean
  }
}

/**
 * A final failure in the outside system's words (a wrong auth code, a price above what the customer
 * pays): trying again cannot help, so the item fails at once with this message; staff retry it later.
 */
export class ProvisioningRefused extends Error {}

/**
 * An operation's outcome. Panels and registries work asynchronously: `running` means "ask again
 * after this many seconds"; the provisioning job comes back until it is `done`.
 */
export type ProvisioningStep = { state: 'done' } | { state: 'running'; checkAfterSeconds: number }

/** The step that is finished: what an adapter answers when nothing is left to wait for. */
export const done: ProvisioningStep = { state: 'done' }

/** A paid period of a service: what `renew` is told of. */
export type PaidPeriod = {
  /** The period's first day, and the day after its last (when the next period starts), as the ledger has them. */
  start: string
  end: string
  /** What the period is charged, excluding VAT: a price cap for what the adapter buys. */
  amountMinor: number
  currency: string
}

/**
 * The one interface every provisioning system sits behind (hosting panels, registrars, Microsoft,
 * carriers), shaped like the WHMCS module contract: create, suspend, unsuspend, terminate, change
 * plan, and usage. Each call is safe to repeat: the same operation on the same service is one effect.
 */
export type ProvisioningAdapter = {
  key: string
  create(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep>
  suspend(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep>
  unsuspend(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep>
  terminate(ctx: RequestContext, target: ProvisioningTarget): Promise<ProvisioningStep>
  changePlan(ctx: RequestContext, target: ProvisioningTarget, productId: string): Promise<ProvisioningStep>
  usage(
    ctx: RequestContext,
    target: ProvisioningTarget,
  ): Promise<{ diskBytes: number; trafficBytes: number } | null>
  /**
   * A period of the service is paid (WHMCS's RenewDomain): systems that sell terms (registries,
   * certificate authorities) renew now, never before payment. Told of every paid period, the first
   * included: the adapter knows which periods are renewals. Safe to repeat for the same period.
   */
  renew?(ctx: RequestContext, target: ProvisioningTarget, period: PaidPeriod): Promise<ProvisioningStep>
}

/** How an area's record (a hosting account, a certificate request, a line) is claimed by a new service. */
export type ClaimByCartLine = { companyId: string; cartItemId: string; serviceId: string }

/**
 * The area's record a service provisions: its own, or the one ordered with the service's cart line,
 * claimed now (an area that orders from its own page first writes the record, then the cart line).
 * None: refused with `missing`, since nothing waits for the service.
 */
export async function recordOfService<Row>(
  ctx: RequestContext,
  target: ProvisioningTarget,
  own: (ctx: RequestContext, serviceId: string) => Promise<Row | undefined>,
  claim: (ctx: RequestContext, claim: ClaimByCartLine) => Promise<Row | undefined>,
  missing: string,
): Promise<Row> {
  const found = await own(ctx, target.serviceId)
  if (found) return found
  const cartItemId = target.order?.cartItemId
  const claimed = cartItemId
    ? await claim(ctx, { companyId: target.companyId, cartItemId, serviceId: target.serviceId })
    : undefined
  if (!claimed) throw new ProvisioningRefused(missing)
  return claimed
}

/** An area's finder of the record a service provisions (see `recordOfService`), refused with `missing`. */
export const serviceRecord =
  <Row>(
    own: (ctx: RequestContext, serviceId: string) => Promise<Row | undefined>,
    claim: (ctx: RequestContext, claim: ClaimByCartLine) => Promise<Row | undefined>,
    missing: string,
  ) =>
  (ctx: RequestContext, target: ProvisioningTarget): Promise<Row> =>
    recordOfService(ctx, target, own, claim, missing)
