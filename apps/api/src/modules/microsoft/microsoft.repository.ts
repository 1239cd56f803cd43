import { and, eq, type SQL } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { companies, microsoftSubscriptions, microsoftTenants } from '../../db/schema/index.ts'

export type MicrosoftTenantRow = typeof microsoftTenants.$inferSelect & { company_name: string }

const tenantColumns = {
  id: microsoftTenants.id,
  provider_id: microsoftTenants.provider_id,
  company_id: microsoftTenants.company_id,
  company_name: companies.name,
  customer_id: microsoftTenants.customer_id,
  domain: microsoftTenants.domain,
  name: microsoftTenants.name,
  origin: microsoftTenants.origin,
  partner_center: microsoftTenants.partner_center,
  agreement_accepted_at: microsoftTenants.agreement_accepted_at,
  agreement_accepted_by: microsoftTenants.agreement_accepted_by,
  created_at: microsoftTenants.created_at,
}

/** The caller's tenants (every condition holding too) with their company's name. */
const visibleTenants = (ctx: RequestContext, ...conditions: SQL[]) =>
  ctx.db
    .select(tenantColumns)
    .from(microsoftTenants)
    .innerJoin(companies, eq(companies.id, microsoftTenants.company_id))
    .where(and(ownedByVisibleCompany(ctx, microsoftTenants.company_id), ...conditions))

export async function listTenants(ctx: RequestContext): Promise<MicrosoftTenantRow[]> {
  return visibleTenants(ctx).orderBy(companies.name, microsoftTenants.domain)
}

export async function findTenant(ctx: RequestContext, id: string): Promise<MicrosoftTenantRow | undefined> {
  const [row] = await visibleTenants(ctx, eq(microsoftTenants.id, id))
  return row
}

/** Inserts unless the provider has this tenant already (then undefined). */
export async function insertTenant(ctx: RequestContext, values: typeof microsoftTenants.$inferInsert) {
  const [row] = await ctx.db.insert(microsoftTenants).values(values).onConflictDoNothing().returning()
  return row
}

export type SubscriptionLink = {
  id: string
  subscription_id: string
  company_id: string
  service_id: string | null
  tenant: { id: string; customer_id: string; domain: string }
}

const linkColumns = {
  id: microsoftSubscriptions.id,
  subscription_id: microsoftSubscriptions.subscription_id,
  company_id: microsoftSubscriptions.company_id,
  service_id: microsoftSubscriptions.service_id,
  tenant: {
    id: microsoftTenants.id,
    customer_id: microsoftTenants.customer_id,
    domain: microsoftTenants.domain,
  },
}

export async function listSubscriptionLinks(ctx: RequestContext): Promise<SubscriptionLink[]> {
  return ctx.db
    .select(linkColumns)
    .from(microsoftSubscriptions)
    .innerJoin(microsoftTenants, eq(microsoftTenants.id, microsoftSubscriptions.tenant_id))
    .where(ownedByVisibleCompany(ctx, microsoftSubscriptions.company_id))
    .orderBy(microsoftTenants.domain, microsoftSubscriptions.created_at)
}

const findLink = async (
  ctx: RequestContext,
  which: SQL | undefined,
  lock = false,
): Promise<SubscriptionLink | undefined> => {
  const query = ctx.db
    .select(linkColumns)
    .from(microsoftSubscriptions)
    .innerJoin(microsoftTenants, eq(microsoftTenants.id, microsoftSubscriptions.tenant_id))
    .where(and(which, ownedByVisibleCompany(ctx, microsoftSubscriptions.company_id)))
  const [row] = lock ? await query.for('update', { of: microsoftSubscriptions }) : await query
  return row
}

export const findSubscriptionLink = (ctx: RequestContext, id: string) =>
  findLink(ctx, eq(microsoftSubscriptions.id, id))

/** The link locked for the rest of the transaction: one change of a subscription's seats at a time. */
export const lockSubscriptionLink = (ctx: RequestContext, id: string) =>
  findLink(ctx, eq(microsoftSubscriptions.id, id), true)

/** The portal's link to a tenant's subscription, by Partner Center's subscription id, locked for the rest of the transaction. */
export const lockSubscriptionLinkOf = (ctx: RequestContext, tenantId: string, subscriptionId: string) =>
  findLink(
    ctx,
    and(
      eq(microsoftSubscriptions.tenant_id, tenantId),
      eq(microsoftSubscriptions.subscription_id, subscriptionId),
    ),
    true,
  )

/** Every tenant of a provider (the renewal job's round; a system context sees every company). */
export async function listProviderTenants(ctx: RequestContext, providerId: string) {
  return ctx.db
    .select({
      id: microsoftTenants.id,
      customer_id: microsoftTenants.customer_id,
      company_id: microsoftTenants.company_id,
      provider_id: microsoftTenants.provider_id,
    })
    .from(microsoftTenants)
    .where(
      and(
        eq(microsoftTenants.provider_id, providerId),
        ownedByVisibleCompany(ctx, microsoftTenants.company_id),
      ),
    )
}
