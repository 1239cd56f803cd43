import { findSandboxUsage } from '../sandbox.repository.ts'
import type { IaasPlatform } from './adapter.ts'

/** The sandbox IaaS platform (the default): each pool's months are rows of `aas_sandbox_usage`. */
export function sandboxIaas(): IaasPlatform {
  return {
    mode: 'sandbox',
    async usage(ctx, refs, fromMonth) {
      const rows = await findSandboxUsage(ctx, refs, fromMonth)
      return rows.map((row) => ({
        ref: row.ref,
        month: row.month,
        vcpu: row.vcpu,
        memoryGb: row.memory_gb,
        storageGb: row.storage_gb,
      }))
    },
  }
}
