import type { RequestContext } from '../../auth/context.ts'
import { findWithCompany, listOwnedWithCompany, type WithCompany } from '../../db/ownedRows.ts'
import { aasHardware, aasIaasResources, aasNetworkDevices, aasNetworkLinks } from '../../db/schema/index.ts'

export type NetworkDeviceRow = typeof aasNetworkDevices.$inferSelect
export type NetworkLinkRow = typeof aasNetworkLinks.$inferSelect
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
export const findDeviceRow = (ctx: RequestContext, id: string) => findWithCompany(ctx, aasNetworkDevices, id)
