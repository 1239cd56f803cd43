import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
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
export type WithCompany<Row> = { row: Row; company_name: string }

type Owned = typeof aasNetworkDevices | typeof aasNetworkLinks | typeof aasHardware | typeof aasIaasResources

/** The rows of one aas table owned by the caller's companies (of one company when given), in `order`. */
function listOwned<T extends Owned>(
  ctx: RequestContext,
  table: T,
  companyId: string | undefined,
  order: Parameters<typeof asc>[0][],
): Promise<WithCompany<T['$inferSelect']>[]> {
  return ctx.db
    .select({ row: table as Owned, company_name: companies.name })
    .from(table as typeof aasHardware)
    .innerJoin(companies, eq(companies.id, table.company_id))
    .where(
      and(
        ownedByVisibleCompany(ctx, table.company_id),
        companyId ? eq(table.company_id, companyId) : undefined,
      ),
    )
    .orderBy(asc(companies.name), ...order.map((column) => asc(column)))
    .limit(500) as unknown as Promise<WithCompany<T['$inferSelect']>[]>
}

export const listDeviceRows = (ctx: RequestContext, companyId?: string) =>
  listOwned(ctx, aasNetworkDevices, companyId, [aasNetworkDevices.site, aasNetworkDevices.name])

export const listLinkRows = (ctx: RequestContext, companyId?: string) =>
  listOwned(ctx, aasNetworkLinks, companyId, [aasNetworkLinks.name])

export const listHardwareRows = (ctx: RequestContext, companyId?: string) =>
  listOwned(ctx, aasHardware, companyId, [aasHardware.contract_end, aasHardware.model])

export const listIaasResourceRows = (ctx: RequestContext, companyId?: string) =>
  listOwned(ctx, aasIaasResources, companyId, [aasIaasResources.name])

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
