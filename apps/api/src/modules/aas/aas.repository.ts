import { and, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { listOwnedWithCompany, type WithCompany } from '../../db/ownedRows.ts'
import {
  aasHardware,
  aasIaasResources,
  aasNetworkDevices,
  aasNetworkLinks,
  companies,
} from '../../db/schema/index.ts'

export type NetworkDeviceRow = typeof aasNetworkDevices.$inferSelect
export type NetworkLinkRow = typeof aasNetworkLinks.$inferSelect
export type HardwareRow = typeof aasHardware.$inferSelect
export type IaasResourceRow = typeof aasIaasResources.$inferSelect
export type { WithCompany }

export const listDeviceRows = (ctx: RequestContext, companyId?: string) =>
  listOwnedWithCompany(ctx, aasNetworkDevices, companyId, [aasNetworkDevices.site, aasNetworkDevices.name])

export const listLinkRows = (ctx: RequestContext, companyId?: string) =>
  listOwnedWithCompany(ctx, aasNetworkLinks, companyId, [aasNetworkLinks.name])

export const listHardwareRows = (ctx: RequestContext, companyId?: string) =>
  listOwnedWithCompany(ctx, aasHardware, companyId, [aasHardware.contract_end, aasHardware.model])

export const listIaasResourceRows = (ctx: RequestContext, companyId?: string) =>
  listOwnedWithCompany(ctx, aasIaasResources, companyId, [aasIaasResources.name])

/** A device of the caller's companies, with its company's name. */
export async function findDeviceRow(
  ctx: RequestContext,
  id: string,
): Promise<WithCompany<NetworkDeviceRow> | undefined> {
  const [found] = await ctx.db
    .select({ row: aasNetworkDevices, company_name: companies.name })
    .from(aasNetworkDevices)
    .innerJoin(companies, eq(companies.id, aasNetworkDevices.company_id))
    .where(and(eq(aasNetworkDevices.id, id), ownedByVisibleCompany(ctx, aasNetworkDevices.company_id)))
  return found
}
