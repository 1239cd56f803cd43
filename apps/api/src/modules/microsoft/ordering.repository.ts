import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { claimOwnedByCartLine, findOwnedOfService } from '../../db/ownedRows.ts'
import {
  catalogProducts,
  microsoftOrders,
  microsoftProducts,
  microsoftSubscriptions,
  microsoftTenants,
  orderItems,
} from '../../db/schema/index.ts'
import type { ClaimByCartLine } from '../orders/provisioning/adapter.ts'

export type MicrosoftProductRow = typeof microsoftProducts.$inferSelect
export type MicrosoftOrderRow = typeof microsoftOrders.$inferSelect

/** Which of these catalogue products are Partner Center SKUs, and on which term (the provider's catalogue). */
export async function listMicrosoftProducts(
  ctx: RequestContext,
  productIds: string[],
): Promise<MicrosoftProductRow[]> {
  if (!productIds.length) return []
  return ctx.db.select().from(microsoftProducts).where(inArray(microsoftProducts.product_id, productIds))
}

export async function insertMicrosoftProduct(ctx: RequestContext, values: MicrosoftProductRow) {
  await ctx.db.insert(microsoftProducts).values(values).onConflictDoNothing()
}

export async function insertMicrosoftOrder(
  ctx: RequestContext,
  values: typeof microsoftOrders.$inferInsert,
): Promise<MicrosoftOrderRow> {
  const [row] = await ctx.db.insert(microsoftOrders).values(values).returning()
  if (!row) throw new Error('microsoft order not inserted')
  return row
}

export async function setMicrosoftOrder(
  ctx: RequestContext,
  id: string,
  change: Partial<Omit<MicrosoftOrderRow, 'id' | 'company_id'>>,
): Promise<void> {
  await ctx.db
    .update(microsoftOrders)
    .set(change)
    .where(and(eq(microsoftOrders.id, id), ownedByVisibleCompany(ctx, microsoftOrders.company_id)))
}

export const findOrderOfService = (
  ctx: RequestContext,
  serviceId: string,
): Promise<MicrosoftOrderRow | undefined> => findOwnedOfService(ctx, microsoftOrders, serviceId)

/** The order waiting for this cart line, claimed for its service (once). */
export const claimOrderForService = (ctx: RequestContext, claim: ClaimByCartLine) =>
  claimOwnedByCartLine(ctx, microsoftOrders, claim, { status: 'creating' })

/** The seats ordered for a service: its order line's quantity (the cart may have changed it). */
export async function orderedSeats(ctx: RequestContext, serviceId: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(microsoftOrders, eq(microsoftOrders.service_id, orderItems.service_id))
    .where(and(eq(orderItems.service_id, serviceId), ownedByVisibleCompany(ctx, microsoftOrders.company_id)))
  return row?.quantity
}

/** The subscription a service bills, with its tenant's Partner Center customer id. */
export async function findLinkOfService(ctx: RequestContext, serviceId: string) {
  const [row] = await ctx.db
    .select({
      id: microsoftSubscriptions.id,
      subscription_id: microsoftSubscriptions.subscription_id,
      customer_id: microsoftTenants.customer_id,
    })
    .from(microsoftSubscriptions)
    .innerJoin(microsoftTenants, eq(microsoftTenants.id, microsoftSubscriptions.tenant_id))
    .where(
      and(
        eq(microsoftSubscriptions.service_id, serviceId),
        ownedByVisibleCompany(ctx, microsoftSubscriptions.company_id),
      ),
    )
  return row
}

/** Links a checked-out subscription to its service; the link already made when this runs again. */
export async function linkOrderedSubscription(
  ctx: RequestContext,
  values: {
    company_id: string
    tenant_id: string
    subscription_id: string
    service_id: string
    name: string
  },
): Promise<string> {
  await ctx.db.insert(microsoftSubscriptions).values(values).onConflictDoNothing()
  const [row] = await ctx.db
    .select({ id: microsoftSubscriptions.id })
    .from(microsoftSubscriptions)
    .where(
      and(
        eq(microsoftSubscriptions.tenant_id, values.tenant_id),
        eq(microsoftSubscriptions.subscription_id, values.subscription_id),
        ownedByVisibleCompany(ctx, microsoftSubscriptions.company_id),
      ),
    )
  if (!row) throw new Error('microsoft subscription not linked')
  return row.id
}

/** The provider's product that sells this Partner Center item on this term. */
export async function productOfItem(
  ctx: RequestContext,
  providerId: string,
  catalogItemId: string,
  term: string,
): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ id: microsoftProducts.product_id })
    .from(microsoftProducts)
    .innerJoin(catalogProducts, eq(catalogProducts.id, microsoftProducts.product_id))
    .where(
      and(
        eq(catalogProducts.provider_id, providerId),
        isNull(catalogProducts.archived_at),
        eq(microsoftProducts.catalog_item_id, catalogItemId),
        eq(microsoftProducts.term, term as MicrosoftProductRow['term']),
      ),
    )
    .orderBy(catalogProducts.code)
    .limit(1)
  return row?.id
}

/** Whether one of the tenant's orders is being checked out (that order links the subscription it makes). */
export async function checkoutInFlight(ctx: RequestContext, tenantId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: microsoftOrders.id })
    .from(microsoftOrders)
    .where(
      and(
        eq(microsoftOrders.tenant_id, tenantId),
        eq(microsoftOrders.status, 'creating'),
        ownedByVisibleCompany(ctx, microsoftOrders.company_id),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** Links a subscription found in a tenant (made elsewhere); nothing when it is linked already. */
export async function insertSubscriptionLink(
  ctx: RequestContext,
  values: { company_id: string; tenant_id: string; subscription_id: string; name: string },
): Promise<void> {
  await ctx.db.insert(microsoftSubscriptions).values(values).onConflictDoNothing()
}

/** The service that bills a linked subscription, set once. */
export async function setLinkService(ctx: RequestContext, id: string, serviceId: string): Promise<void> {
  await ctx.db
    .update(microsoftSubscriptions)
    .set({ service_id: serviceId })
    .where(
      and(
        eq(microsoftSubscriptions.id, id),
        isNull(microsoftSubscriptions.service_id),
        ownedByVisibleCompany(ctx, microsoftSubscriptions.company_id),
      ),
    )
}
