import type { Hardware, IaasResource } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { listHardwareRows, listIaasResourceRows } from './aas.repository.ts'

/** How many months of use the infrastructure page shows (this one and the ones before). */
export const IAAS_MONTHS = 6

/** The scope's leased hardware (every visible company's without a scope), the leases ending first on top. */
export async function listHardware(ctx: RequestContext): Promise<Hardware[]> {
  const rows = await listHardwareRows(ctx, ctx.scopeCompanyId ?? undefined)
  return rows.map(({ row, company_name }) => ({
    id: row.id,
    company_id: row.company_id,
    company_name,
    kind: row.kind,
    model: row.model,
    serial: row.serial,
    location: row.location,
    assigned_to: row.assigned_to,
    status: row.status,
    contract_start: row.contract_start,
    contract_end: row.contract_end,
    monthly_minor: row.monthly_minor,
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
  return rows.map(({ row, company_name }) => ({
    id: row.id,
    company_id: row.company_id,
    company_name,
    name: row.name,
    region: row.region,
    committed_vcpu: row.committed_vcpu,
    committed_memory_gb: row.committed_memory_gb,
    committed_storage_gb: row.committed_storage_gb,
    months: usage
      .filter((u) => u.ref === row.platform_ref)
      .map((u) => ({ month: u.month, vcpu: u.vcpu, memory_gb: u.memoryGb, storage_gb: u.storageGb })),
    platform_mode: ctx.platform.iaas.mode,
  }))
}
