import {
  type MicrosoftPlannerLocationInput,
  MicrosoftPlannerLocationInputSchema,
  type MicrosoftPlannerUser,
  type MicrosoftPlannerUserInput,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { GraphError, type GraphUser } from './graph/adapter.ts'
import type { PcCatalogItem } from './partnerCenter/adapter.ts'
import { listPlannedChanges, listPlannerTenants, type PolicyTenantRow } from './planner.repository.ts'
import { plannerTexts } from './planner.texts.ts'
import { managedTenant } from './plannerChanges.service.ts'

function userView(
  tenant: Pick<PolicyTenantRow, 'tenant_id' | 'tenant_domain' | 'company_id'>,
  user: GraphUser,
  catalog: PcCatalogItem[],
  planned: number,
): MicrosoftPlannerUser {
  return {
    id: user.id,
    tenant_id: tenant.tenant_id,
    tenant_domain: tenant.tenant_domain,
    company_id: tenant.company_id,
    display_name: user.displayName,
    user_principal_name: user.userPrincipalName,
    usage_location: user.usageLocation,
    licences: user.assignedLicenses.flatMap((l) => {
      const item = catalog.find((i) => i.graphSkuId === l.skuId)
      return item ? [{ sku_id: `${item.productId}:${item.skuId}`, product: item.title }] : []
    }),
    planned,
  }
}

/** The users of every tenant the caller sees, as Graph has them now, with their changes still to run. */
export async function listPlannerUsers(ctx: RequestContext): Promise<MicrosoftPlannerUser[]> {
  const [tenants, changes, catalog] = await Promise.all([
    listPlannerTenants(ctx),
    listPlannedChanges(ctx),
    ctx.platform.partnerCenter.catalog(ctx),
  ])
  const lists = await Promise.all(
    tenants.map(async (tenant) =>
      (await ctx.platform.graph.users(ctx, tenant.customer_id)).map((user) =>
        userView(
          tenant,
          user,
          catalog,
          changes.filter((c) => c.user_id === user.id && c.status === 'planned').length,
        ),
      ),
    ),
  )
  return lists.flat()
}

/** One user, found in the caller's tenants only (another company's user is not found). */
export async function getPlannerUser(ctx: RequestContext, userId: string): Promise<MicrosoftPlannerUser> {
  const user = (await listPlannerUsers(ctx)).find((u) => u.id === userId)
  if (!user) throw new NotFound()
  return user
}

/**
 * Sets a user's usage location in the tenant's directory (Graph PATCH /users/{id}), so licences can be
 * assigned (issue 26 item 12): staff and the company's admins, for users of tenants they manage.
 */
export async function setPlannerUserLocation(
  ctx: RequestContext,
  userId: string,
  body: MicrosoftPlannerLocationInput,
): Promise<MicrosoftPlannerUser> {
  const input = MicrosoftPlannerLocationInputSchema.parse(body)
  const user = await getPlannerUser(ctx, userId)
  const tenant = await managedTenant(ctx, user.tenant_id)
  await ctx.platform.graph
    .setUsageLocation(ctx, tenant.customer_id, userId, input.usage_location)
    .catch((error: unknown) => {
      if (!(error instanceof GraphError)) throw error
      throw new BadRequest(withValues(plannerTexts.microsoftRefused, { message: error.message }))
    })
  await audit(ctx, {
    action: 'microsoft.planner.location',
    entity: 'microsoft_tenant',
    entity_id: tenant.tenant_id,
    company_id: tenant.company_id,
    before: { user: user.user_principal_name, usage_location: user.usage_location },
    after: { user: user.user_principal_name, usage_location: input.usage_location },
  })
  return getPlannerUser(ctx, userId)
}

/** A new user in the tenant's directory (name@tenant domain), with the usage location licences need. */
export async function addPlannerUser(
  ctx: RequestContext,
  input: MicrosoftPlannerUserInput,
): Promise<MicrosoftPlannerUser> {
  const tenant = await managedTenant(ctx, input.tenant_id)
  const upn = `${input.user_name}@${tenant.tenant_domain}`.toLowerCase()
  const existing = await ctx.platform.graph.users(ctx, tenant.customer_id)
  if (existing.some((u) => u.userPrincipalName.toLowerCase() === upn)) {
    const text = withValues(plannerTexts.userTaken, { upn })
    throw new Conflict(text, [{ field: 'user_name', message: text }])
  }
  return ctx.transaction(async (tx) => {
    const user = await tx.platform.graph
      .createUser(tx, tenant.customer_id, {
        userPrincipalName: upn,
        displayName: input.display_name,
        usageLocation: input.usage_location,
      })
      .catch((error: unknown) => {
        if (!(error instanceof GraphError)) throw error
        throw new BadRequest(withValues(plannerTexts.microsoftRefused, { message: error.message }))
      })
    await audit(tx, {
      action: 'microsoft.planner.user',
      entity: 'microsoft_tenant',
      entity_id: tenant.tenant_id,
      company_id: tenant.company_id,
      after: { user: upn, usage_location: input.usage_location },
    })
    return userView(tenant, user, await tx.platform.partnerCenter.catalog(tx), 0)
  })
}
