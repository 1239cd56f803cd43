import type { RequestContext } from '../../../auth/context.ts'

/**
 * Microsoft Graph in a customer's tenant (reached through the partner's delegated admin access),
 * the part about licences: subscribed SKUs with their prepaid and consumed units (aggregated per SKU
 * over every subscription), users, and assignLicense, which fails for a user without a usage location
 * or when the SKU has no free unit.
 */

export type SubscribedSku = {
  skuId: string
  skuPartNumber: string
  appliesTo: 'User' | 'Company'
  capabilityStatus: 'Enabled' | 'Warning' | 'Suspended' | 'Deleted' | 'LockedOut'
  /** Units assigned to users. */
  consumedUnits: number
  prepaidUnits: { enabled: number; warning: number; suspended: number; lockedOut: number }
}

export type GraphUser = {
  id: string
  userPrincipalName: string
  displayName: string
  /** ISO 3166 country code; null when unset, and then no licence can be assigned. */
  usageLocation: string | null
  assignedLicenses: Array<{ skuId: string }>
}

export type NewGraphUser = { userPrincipalName: string; displayName: string; usageLocation: string | null }

/** POST /users/{id}/assignLicense: both lists required, either may be empty. */
export type LicenseChange = { addLicenses: Array<{ skuId: string }>; removeLicenses: string[] }

export type Graph = {
  mode: 'sandbox' | 'live'
  /** GET /subscribedSkus. */
  subscribedSkus(ctx: RequestContext, tenantId: string): Promise<SubscribedSku[]>
  /** GET /users?$select=id,userPrincipalName,displayName,usageLocation,assignedLicenses. */
  users(ctx: RequestContext, tenantId: string): Promise<GraphUser[]>
  /** POST /users. */
  createUser(ctx: RequestContext, tenantId: string, user: NewGraphUser): Promise<GraphUser>
  /** PATCH /users/{id} with { usageLocation } (ISO 3166-1 alpha-2); Graph answers 204. */
  setUsageLocation(
    ctx: RequestContext,
    tenantId: string,
    userId: string,
    usageLocation: string,
  ): Promise<void>
  assignLicense(
    ctx: RequestContext,
    tenantId: string,
    userId: string,
    change: LicenseChange,
  ): Promise<GraphUser>
}

/** Graph's error: its code (e.g. Request_BadRequest) and message. */
export class GraphError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'GraphError'
  }
}
