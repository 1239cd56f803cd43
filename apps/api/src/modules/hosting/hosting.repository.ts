import { and, asc, desc, eq, gte, inArray, lt, notInArray } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import {
  claimOwnedByCartLine,
  findOwnedOfService,
  findWithProduct,
  listWithProduct,
  type WithProduct,
} from '../../db/ownedRows.ts'
import { catalogProducts, hostingAccounts, hostingUsageDays } from '../../db/schema/index.ts'
import type { ClaimByCartLine } from '../orders/provisioning/adapter.ts'

export type HostingAccountRow = typeof hostingAccounts.$inferSelect
export type HostingAccountValues = Partial<typeof hostingAccounts.$inferInsert>
export type HostingUsageDayRow = typeof hostingUsageDays.$inferSelect
export type HostingUsageDay = Omit<HostingUsageDayRow, 'account_id'>

/** An account with its company's name and its service's product, as the pages show it. */
export type FoundHostingAccount = WithProduct<HostingAccountRow>

/** The accounts of the caller's companies (in scope), those still in a cart ('ordered') included. */
export const listHostingAccountRows = (ctx: RequestContext): Promise<FoundHostingAccount[]> =>
  listWithProduct(ctx, hostingAccounts, {
    orderBy: [asc(hostingAccounts.domain), desc(hostingAccounts.created_at)],
    limit: 500,
  })

export const findHostingAccountRow = (ctx: RequestContext, id: string) =>
  findWithProduct(ctx, hostingAccounts, id)

export const findAccountOfService = (ctx: RequestContext, serviceId: string) =>
  findOwnedOfService(ctx, hostingAccounts, serviceId)

/** The account ordered with this cart line, claimed for the service that line became (once). */
export const claimAccountForService = (ctx: RequestContext, claim: ClaimByCartLine) =>
  claimOwnedByCartLine(ctx, hostingAccounts, claim, { status: 'creating' })

/** The company's hosting account for a domain, ordered or live (not ended), if it has one. */
export async function liveAccountForDomain(ctx: RequestContext, companyId: string, domain: string) {
  const [row] = await ctx.db
    .select({ id: hostingAccounts.id, panel: hostingAccounts.panel })
    .from(hostingAccounts)
    .where(
      and(
        eq(hostingAccounts.company_id, companyId),
        eq(hostingAccounts.domain, domain),
        notInArray(hostingAccounts.status, ['failed', 'terminated']),
        ownedByVisibleCompany(ctx, hostingAccounts.company_id),
      ),
    )
    .limit(1)
  return row
}

export async function usernameTaken(ctx: RequestContext, panel: string, username: string) {
  const [row] = await ctx.db
    .select({ id: hostingAccounts.id })
    .from(hostingAccounts)
    .where(and(eq(hostingAccounts.panel, panel), eq(hostingAccounts.username, username)))
  return Boolean(row)
}

export async function insertHostingAccount(ctx: RequestContext, values: typeof hostingAccounts.$inferInsert) {
  const [row] = await ctx.db.insert(hostingAccounts).values(values).returning()
  if (!row) throw new Error('hosting account not inserted')
  return row
}

export async function setHostingAccount(ctx: RequestContext, id: string, values: HostingAccountValues) {
  await ctx.db
    .update(hostingAccounts)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(hostingAccounts.id, id), ownedByVisibleCompany(ctx, hostingAccounts.company_id)))
}

/** A product's catalogue code (the panel's package of that name) and its provisioning adapter. */
export async function productFacts(ctx: RequestContext, productId: string) {
  const [row] = await ctx.db
    .select({ code: catalogProducts.code, adapter: catalogProducts.adapter })
    .from(catalogProducts)
    .where(eq(catalogProducts.id, productId))
  return row
}

/** The days of an account's use from `since` on, oldest first. */
export function usageDays(ctx: RequestContext, accountId: string, since: string) {
  return ctx.db
    .select({
      day: hostingUsageDays.day,
      disk_bytes: hostingUsageDays.disk_bytes,
      traffic_bytes: hostingUsageDays.traffic_bytes,
      disk_limit_bytes: hostingUsageDays.disk_limit_bytes,
      traffic_limit_bytes: hostingUsageDays.traffic_limit_bytes,
    })
    .from(hostingUsageDays)
    .innerJoin(hostingAccounts, eq(hostingAccounts.id, hostingUsageDays.account_id))
    .where(
      and(
        eq(hostingUsageDays.account_id, accountId),
        gte(hostingUsageDays.day, since),
        ownedByVisibleCompany(ctx, hostingAccounts.company_id),
      ),
    )
    .orderBy(asc(hostingUsageDays.day))
}

/** Each account's last measured day. */
export async function latestUsageDays(ctx: RequestContext, accountIds: string[]) {
  if (!accountIds.length) return new Map<string, HostingUsageDay>()
  const rows = await ctx.db
    .selectDistinctOn([hostingUsageDays.account_id])
    .from(hostingUsageDays)
    .innerJoin(hostingAccounts, eq(hostingAccounts.id, hostingUsageDays.account_id))
    .where(
      and(
        inArray(hostingUsageDays.account_id, accountIds),
        ownedByVisibleCompany(ctx, hostingAccounts.company_id),
      ),
    )
    .orderBy(hostingUsageDays.account_id, desc(hostingUsageDays.day))
  return new Map(rows.map(({ hosting_usage_days: { account_id, ...day } }) => [account_id, day]))
}

/** The provider's accounts the panel has (active or suspended): what the collector measures. */
export function accountsToMeasure(ctx: RequestContext, providerId: string) {
  return ctx.db
    .select()
    .from(hostingAccounts)
    .where(
      and(
        eq(hostingAccounts.provider_id, providerId),
        inArray(hostingAccounts.status, ['active', 'suspended']),
        ownedByVisibleCompany(ctx, hostingAccounts.company_id),
      ),
    )
    .orderBy(asc(hostingAccounts.id))
}

/** Stores a day's use; measuring the same day again keeps the latest values. */
export async function upsertUsageDay(ctx: RequestContext, values: typeof hostingUsageDays.$inferInsert) {
  await ctx.db
    .insert(hostingUsageDays)
    .values(values)
    .onConflictDoUpdate({
      target: [hostingUsageDays.account_id, hostingUsageDays.day],
      set: {
        disk_bytes: values.disk_bytes,
        traffic_bytes: values.traffic_bytes,
        disk_limit_bytes: values.disk_limit_bytes,
        traffic_limit_bytes: values.traffic_limit_bytes,
      },
    })
}

/** Forgets the account's days before `day`. */
export async function pruneUsageDays(ctx: RequestContext, accountId: string, day: string) {
  await ctx.db
    .delete(hostingUsageDays)
    .where(and(eq(hostingUsageDays.account_id, accountId), lt(hostingUsageDays.day, day)))
}

/**
 * Moves an alert stage from what the caller read to `stage`, only if no other run moved it first:
 * true when this call made the move (and so tells of it).
 */
export async function moveAlertStage(
  ctx: RequestContext,
  accountId: string,
  which: 'disk_alert' | 'traffic_alert',
  from: number,
  stage: number,
) {
  const rows = await ctx.db
    .update(hostingAccounts)
    .set({ [which]: stage })
    .where(and(eq(hostingAccounts.id, accountId), eq(hostingAccounts[which], from)))
    .returning({ id: hostingAccounts.id })
  return rows.length > 0
}

/** Of these products, the ones the hosting panel sets up (adapter 'hosting'). */
export function panelProducts(ctx: RequestContext, productIds: string[]) {
  if (!productIds.length) return Promise.resolve([])
  return ctx.db
    .select({ id: catalogProducts.id, code: catalogProducts.code })
    .from(catalogProducts)
    .where(and(inArray(catalogProducts.id, productIds), eq(catalogProducts.adapter, 'hosting')))
}
