import type { RequestContext } from '../../../auth/context.ts'

/**
 * A mobile virtual network operator behind one interface, shaped by MVNO APIs (aql, 1oT, Wavely):
 * changes to a SIM are two-step: a request answered with a request id, then its status asked later
 * (PENDING until the network has done it). The SIM is named by its ICCID.
 */
export type SimChange =
  | { action: 'suspend' }
  | { action: 'unsuspend' }
  | { action: 'swap'; newIccid: string }
  | { action: 'data_limit'; dataLimitMb: number | null }

export type Mvno = {
  /** sandbox, or the live MVNO's name: shown on each SIM. */
  mode: string
  /** How long after a request its status is first worth asking (seconds). */
  pollSeconds: number
  request(ctx: RequestContext, iccid: string, change: SimChange): Promise<{ requestId: string }>
  requestStatus(ctx: RequestContext, requestId: string): Promise<'PENDING' | 'DONE'>
}
