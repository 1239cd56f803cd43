import type { PortStatus } from '@portico/contracts'
import type { RequestContext } from '../../../auth/context.ts'

/**
 * The Dutch number porting platform behind one interface, shaped by CM.com's porting API: a request
 * names the numbers, the current (donor) provider and a wish date, and moves through Requested, In
 * progress, Delayed (with the first possible date), Ready to be ported, Blocked (a new request is
 * needed) and Completed; when it is ready the recipient performs the porting.
 */
export type PortingRequest = {
  numbers: string[]
  currentProvider: string
  wishDate: string
  reference: string
}

export type PortingState = { status: PortStatus; firstPossibleDate: string | null; reason: string | null }

export type PortingPlatform = {
  mode: string
  pollSeconds: number
  request(ctx: RequestContext, request: PortingRequest): Promise<{ portId: string }>
  status(ctx: RequestContext, portId: string): Promise<PortingState>
  /** "Perform porting" of a request that is ready. */
  perform(ctx: RequestContext, portId: string): Promise<void>
}
