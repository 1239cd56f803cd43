import { and, count, eq, ne } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import {
  msSandboxCarts,
  msSandboxCustomers,
  msSandboxSubscriptions,
  msSandboxUsers,
} from '../../db/schema/index.ts'
import { findRow, lockRow } from '../../lib/sql.ts'

/*
 * The sandbox Partner Center's and Graph's state: Microsoft's side, shared by the platform (no
 * tenant visibility applies; a customer is found only under the partner, i.e. the provider, asking).
 */

export type SandboxCustomerRow = typeof msSandboxCustomers.$inferSelect
export type SandboxSubscriptionRow = typeof msSandboxSubscriptions.$inferSelect
export type SandboxUserRow = typeof msSandboxUsers.$inferSelect

export async function countSandboxCustomers(ctx: RequestContext, partnerId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(msSandboxCustomers)
    .where(eq(msSandboxCustomers.partner_id, partnerId))
  return row?.n ?? 0
}

export async function sandboxDomainTaken(ctx: RequestContext, domain: string) {
  const [row] = await ctx.db
    .select({ id: msSandboxCustomers.id })
    .from(msSandboxCustomers)
    .where(eq(msSandboxCustomers.domain, domain))
  return row !== undefined
}

/** Inserts unless the domain is taken (then undefined): two partners racing for one name get one. */
export async function insertSandboxCustomer(
  ctx: RequestContext,
  values: typeof msSandboxCustomers.$inferInsert,
) {
  const [row] = await ctx.db.insert(msSandboxCustomers).values(values).onConflictDoNothing().returning()
  return row
}

export const findSandboxCustomer = (ctx: RequestContext, partnerId: string, id: string) =>
  findRow(
    ctx.db,
    msSandboxCustomers,
    eq(msSandboxCustomers.partner_id, partnerId),
    eq(msSandboxCustomers.id, id),
  )

export async function setSandboxAgreement(ctx: RequestContext, id: string, acceptedAt: Date) {
  await ctx.db
    .update(msSandboxCustomers)
    .set({ agreement_accepted_at: acceptedAt })
    .where(eq(msSandboxCustomers.id, id))
}

export async function insertSandboxCart(ctx: RequestContext, values: typeof msSandboxCarts.$inferInsert) {
  const [row] = await ctx.db.insert(msSandboxCarts).values(values).returning()
  if (!row) throw new Error('cart not inserted')
  return row
}

/** The cart, locked until the transaction ends: two checkouts of one cart order it once. */
export const lockSandboxCart = (ctx: RequestContext, customerId: string, id: string) =>
  lockRow(ctx.db, msSandboxCarts, eq(msSandboxCarts.customer_id, customerId), eq(msSandboxCarts.id, id))

export async function setSandboxCartOrdered(ctx: RequestContext, id: string, result: unknown) {
  await ctx.db
    .update(msSandboxCarts)
    .set({ status: 'Ordered', checkout_result: result })
    .where(eq(msSandboxCarts.id, id))
}

export async function countLiveSandboxSubscriptions(ctx: RequestContext, customerId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(msSandboxSubscriptions)
    .where(
      and(eq(msSandboxSubscriptions.customer_id, customerId), ne(msSandboxSubscriptions.status, 'deleted')),
    )
  return row?.n ?? 0
}

export async function insertSandboxSubscription(
  ctx: RequestContext,
  values: typeof msSandboxSubscriptions.$inferInsert,
) {
  const [row] = await ctx.db.insert(msSandboxSubscriptions).values(values).returning()
  if (!row) throw new Error('subscription not inserted')
  return row
}

export async function listSandboxSubscriptions(ctx: RequestContext, customerId: string) {
  return ctx.db
    .select()
    .from(msSandboxSubscriptions)
    .where(eq(msSandboxSubscriptions.customer_id, customerId))
    .orderBy(msSandboxSubscriptions.created_at)
}

/** The subscription, locked until the transaction ends (a renewal and a change never interleave). */
export const lockSandboxSubscription = (ctx: RequestContext, customerId: string, id: string) =>
  lockRow(
    ctx.db,
    msSandboxSubscriptions,
    eq(msSandboxSubscriptions.customer_id, customerId),
    eq(msSandboxSubscriptions.id, id),
  )

export async function updateSandboxSubscription(
  ctx: RequestContext,
  id: string,
  values: Partial<typeof msSandboxSubscriptions.$inferInsert>,
) {
  const [row] = await ctx.db
    .update(msSandboxSubscriptions)
    .set(values)
    .where(eq(msSandboxSubscriptions.id, id))
    .returning()
  if (!row) throw new Error('subscription not updated')
  return row
}

export async function listSandboxUsers(ctx: RequestContext, customerId: string) {
  return ctx.db
    .select()
    .from(msSandboxUsers)
    .where(eq(msSandboxUsers.customer_id, customerId))
    .orderBy(msSandboxUsers.display_name)
}

export async function insertSandboxUser(ctx: RequestContext, values: typeof msSandboxUsers.$inferInsert) {
  const [row] = await ctx.db.insert(msSandboxUsers).values(values).onConflictDoNothing().returning()
  return row
}

export const lockSandboxUser = (ctx: RequestContext, customerId: string, id: string) =>
  lockRow(ctx.db, msSandboxUsers, eq(msSandboxUsers.customer_id, customerId), eq(msSandboxUsers.id, id))

export async function setSandboxUserLocation(ctx: RequestContext, id: string, usageLocation: string) {
  await ctx.db.update(msSandboxUsers).set({ usage_location: usageLocation }).where(eq(msSandboxUsers.id, id))
}

export async function setSandboxUserLicenses(ctx: RequestContext, id: string, licenses: string[]) {
  await ctx.db.update(msSandboxUsers).set({ licenses }).where(eq(msSandboxUsers.id, id))
}
