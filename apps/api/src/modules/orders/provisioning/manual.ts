import { done, type ProvisioningAdapter } from './adapter.ts'

/**
 * For products staff set up by hand (no panel or registry to call): every operation is done at
 * once and touches no outside system. An order item is therefore done as soon as its provisioning
 * runs, which with the default "at approval" setting is when staff approve the order; staff approve
 * once they have set the service up. Suspensions, resumptions and terminations are likewise the
 * record of what staff did by hand. There is nothing to measure: usage is null.
 */
export const manualAdapter: ProvisioningAdapter = {
  key: 'manual',
  create: async () => done,
  suspend: async () => done,
  unsuspend: async () => done,
  terminate: async () => done,
  changePlan: async () => done,
  usage: async () => null,
}
