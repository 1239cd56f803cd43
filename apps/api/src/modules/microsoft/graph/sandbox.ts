import type { RequestContext } from '../../../auth/context.ts'
import { SANDBOX_CATALOG, sandboxSku } from '../partnerCenter/sandboxCatalog.ts'
import {
  findSandboxCustomer,
  insertSandboxUser,
  listSandboxSubscriptions,
  listSandboxUsers,
  lockSandboxUser,
  type SandboxUserRow,
  setSandboxUserLicenses,
  setSandboxUserLocation,
} from '../sandboxPartnerCenter.repository.ts'
import { type Graph, GraphError, type GraphUser, type SubscribedSku } from './adapter.ts'

const userResource = (row: SandboxUserRow): GraphUser => ({
  id: row.id,
  userPrincipalName: row.user_principal_name,
  displayName: row.display_name,
  usageLocation: row.usage_location,
  assignedLicenses: row.licenses.map((skuId) => ({ skuId })),
})

async function tenantOf(ctx: RequestContext, tenantId: string) {
  const row = ctx.providerId ? await findSandboxCustomer(ctx, ctx.providerId, tenantId) : undefined
  if (!row) throw new GraphError('Authorization_RequestDenied', 'No delegated access to this tenant.', 403)
  return row
}

/**
 * The licences of a tenant: prepaid units from the sandbox Partner Center's subscriptions (enabled
 * while active, suspended while suspended, warning once expired), consumed units from its users.
 */
async function skus(ctx: RequestContext, tenantId: string): Promise<SubscribedSku[]> {
  const [subscriptions, users] = await Promise.all([
    listSandboxSubscriptions(ctx, tenantId),
    listSandboxUsers(ctx, tenantId),
  ])
  return SANDBOX_CATALOG.flatMap((item) => {
    const mine = subscriptions.filter((s) => sandboxSku(s.sku_id)?.graphSkuId === item.graphSkuId)
    if (!mine.length) return []
    const units = (status: string) =>
      mine.filter((s) => s.status === status).reduce((n, s) => n + s.quantity, 0)
    const prepaidUnits = {
      enabled: units('active'),
      warning: units('expired'),
      suspended: units('suspended'),
      lockedOut: 0,
    }
    return [
      {
        skuId: item.graphSkuId,
        skuPartNumber: item.skuPartNumber,
        appliesTo: 'User' as const,
        capabilityStatus: prepaidUnits.enabled > 0 ? ('Enabled' as const) : ('Suspended' as const),
        consumedUnits: users.filter((u) => u.licenses.includes(item.graphSkuId)).length,
        prepaidUnits,
      },
    ]
  })
}

/** Graph on the sandbox tenants (ms_sandbox_users), licensed by the sandbox Partner Center. */
export function sandboxGraph(): Graph {
  return {
    mode: 'sandbox',
    async subscribedSkus(ctx, tenantId) {
      await tenantOf(ctx, tenantId)
      return skus(ctx, tenantId)
    },
    async users(ctx, tenantId) {
      await tenantOf(ctx, tenantId)
      return (await listSandboxUsers(ctx, tenantId)).map(userResource)
    },
    async createUser(ctx, tenantId, user) {
      const tenant = await tenantOf(ctx, tenantId)
      if (!user.userPrincipalName.toLowerCase().endsWith(`@${tenant.domain}`)) {
        throw new GraphError(
          'Request_BadRequest',
          'The domain of the user principal name is not verified.',
          400,
        )
      }
      const row = await insertSandboxUser(ctx, {
        customer_id: tenantId,
        user_principal_name: user.userPrincipalName.toLowerCase(),
        display_name: user.displayName,
        usage_location: user.usageLocation,
      })
      if (!row)
        throw new GraphError(
          'Request_BadRequest',
          'Another object with the same userPrincipalName exists.',
          400,
        )
      return userResource(row)
    },
    async setUsageLocation(outer, tenantId, userId, usageLocation) {
      await outer.transaction(async (ctx) => {
        await tenantOf(ctx, tenantId)
        const user = await lockSandboxUser(ctx, tenantId, userId)
        if (!user) throw new GraphError('Request_ResourceNotFound', 'The user was not found.', 404)
        await setSandboxUserLocation(ctx, user.id, usageLocation)
      })
    },
    async assignLicense(outer, tenantId, userId, change) {
      return outer.transaction(async (ctx) => {
        await tenantOf(ctx, tenantId)
        const user = await lockSandboxUser(ctx, tenantId, userId)
        if (!user) throw new GraphError('Request_ResourceNotFound', 'The user was not found.', 404)
        const adding = change.addLicenses.map((l) => l.skuId).filter((id) => !user.licenses.includes(id))
        if (adding.length && !user.usage_location) {
          throw new GraphError(
            'Request_BadRequest',
            'License assignment cannot be done for user with invalid usage location.',
            400,
          )
        }
        const available = await skus(ctx, tenantId)
        for (const skuId of adding) {
          const sku = available.find((s) => s.skuId === skuId)
          if (!sku || sku.prepaidUnits.enabled - sku.consumedUnits < 1) {
            throw new GraphError(
              'Request_BadRequest',
              `Subscription for ${skuId} has no available units.`,
              400,
            )
          }
        }
        const licenses = [...user.licenses.filter((id) => !change.removeLicenses.includes(id)), ...adding]
        await setSandboxUserLicenses(ctx, user.id, licenses)
        return userResource({ ...user, licenses })
      })
    },
  }
}
