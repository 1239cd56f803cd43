import type { RequestContext } from '../../../auth/context.ts'

/**
 * A Dutch wholesale carrier behind one interface, shaped by the wholesale APIs resellers use
 * (Nextpertise `zipcode()` / `order_connection()`, A2B Internet, ZetaNet): an availability check by
 * postcode, house number and addition that returns the carriers at the address (KPN copper with its
 * ISRA point, fibre networks) and the orderable packages with their speeds; an order for a package at
 * the address on a wish date, answered with the carrier's order id; the order's status on the
 * delivery timeline (submitted, planned with a delivery date, delivered, active, terminated).
 */

export type CarrierAddress = { postcode: string; houseNumber: number; addition: string | null }

export type CarrierNetwork = {
  carrier: string
  technology: 'fiber' | 'copper'
  /** KPN copper: the ISRA connection point (e.g. NL1 07/A); fibre: the network's point of presence. */
  connectionPoint: string | null
}

/** A package the carrier can deliver at the address: its code and maximum speeds. */
export type CarrierPackage = {
  code: string
  carrier: string
  technology: 'fiber' | 'copper'
  downMbps: number
  upMbps: number
}

export type CarrierAvailability = {
  /** null: the carrier knows no such address (not in the BAG). */
  street: string | null
  city: string | null
  networks: CarrierNetwork[]
  packages: CarrierPackage[]
}

/** `order_connection`: a package at an address, wanted on a day; the reference is ours (one order per reference). */
export type CarrierOrderRequest = CarrierAddress & {
  packageCode: string
  wishDate: string
  reference: string
}

export type CarrierOrderStatus = {
  status: 'submitted' | 'planned' | 'delivered' | 'active' | 'terminated'
  /** The delivery date the carrier planned (from the wish date and its engineer's agenda). */
  plannedDate: string | null
}

/** A refusal in the carrier's words (4xx: the package is not deliverable there …) or the carrier being away (5xx). */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export type Carrier = {
  /** sandbox, or the live carrier's name: shown on each line. */
  mode: string
  /** How often a placed order is asked about (seconds): the sandbox moves fast, a carrier in days. */
  pollSeconds: number
  availability(ctx: RequestContext, address: CarrierAddress): Promise<CarrierAvailability>
  order(ctx: RequestContext, request: CarrierOrderRequest): Promise<{ orderId: string }>
  status(ctx: RequestContext, orderId: string): Promise<CarrierOrderStatus>
  terminate(ctx: RequestContext, orderId: string): Promise<void>
}
