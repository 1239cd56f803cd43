import type { Hardware, IaasResource } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { ownerOf } from '../../lib/owner.ts'
import { listHardwareRows, listIaasResourceRows } from './aas.repository.ts'

/** How many months of use the infrastructure page shows (this one and the ones before). */
export const IAAS_MONTHS = 6

/** The scope's leased hardware (every visible company's without a scope), the leases ending first on top. */
export async function listHardware(ctx: RequestContext): Promise<Hardware[]> {
  const rows = await listHardwareRows(ctx, ctx.scopeCompanyId ?? undefined)
  return rows.map((found) => ({
    ...ownerOf(found),
    kind: found.row.kind,
    model: found.row.model,
    serial: found.row.serial,
    location: found.row.location,
    assigned_to: found.row.assigned_to,
    status: found.row.status,
    contract_start: found.row.contract_start,
    contract_end: found.row.contract_end,
    monthly_minor: found.row.monthly_minor,
  }))
}

/** The first month of the last `months` months (YYYY-MM), this one included. */
export function firstMonth(now: Date, months: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1))
    .toISOString()
    .slice(0, 7)
}

/** The scope's IaaS resource pools with their commitment and their use per month from the IaaS platform. */
export async function listIaasResources(ctx: RequestContext): Promise<IaasResource[]> {
  const rows = await listIaasResourceRows(ctx, ctx.scopeCompanyId ?? undefined)
  const usage = await ctx.platform.iaas.usage(
    ctx,
    rows.map((r) => r.row.platform_ref),
    firstMonth(ctx.platform.now(), IAAS_MONTHS),
  )
  return rows.map((found) => ({
    ...ownerOf(found),
    name: found.row.name,
    region: found.row.region,
    committed_vcpu: found.row.committed_vcpu,
    committed_memory_gb: found.row.committed_memory_gb,
    committed_storage_gb: found.row.committed_storage_gb,
    months: usage
      .filter((u) => u.ref === found.row.platform_ref)
      .map((u) => ({ month: u.month, vcpu: u.vcpu, memory_gb: u.memoryGb, storage_gb: u.storageGb })),
    platform_mode: ctx.platform.iaas.mode,
  }))
}
