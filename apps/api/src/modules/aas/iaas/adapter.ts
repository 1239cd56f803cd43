import type { RequestContext } from '../../../auth/context.ts'

/** One month of a resource pool's use: averages over the month so far. */
export type IaasUsage = { ref: string; month: string; vcpu: number; memoryGb: number; storageGb: number }

/**
 * The IaaS platform (the cloud the resource pools run on) behind one interface: the portal keeps the
 * pools and their commitments, the platform measures their use per month. vendors.md names no such
 * platform, so the sandbox is the only one.
 */
export type IaasPlatform = {
  /** sandbox, or the platform's name: shown on each pool. */
  mode: string
  /** The pools' use from `fromMonth` (YYYY-MM) on, newest month first. */
  usage(ctx: RequestContext, refs: string[], fromMonth: string): Promise<IaasUsage[]>
}
