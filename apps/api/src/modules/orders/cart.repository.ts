import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { cartItems, carts } from '../../db/schema/index.ts'

export type CartRow = typeof carts.$inferSelect
export type CartItemRow = typeof cartItems.$inferSelect

/** The caller's cart for a company they can see (created on first use). */
export async function ensureCart(ctx: RequestContext, companyId: string): Promise<CartRow | undefined> {
  const [found] = await ctx.db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.company_id, companyId),
        eq(carts.user_id, ctx.user.id),
        ownedByVisibleCompany(ctx, carts.company_id),
      ),
    )
  if (found) return found
  const [created] = await ctx.db
    .insert(carts)
    .values({ company_id: companyId, user_id: ctx.user.id })
    .onConflictDoUpdate({ target: [carts.company_id, carts.user_id], set: { updated_at: new Date() } })
    .returning()
  return created
}

export async function cartItemsOf(ctx: RequestContext, cartId: string): Promise<CartItemRow[]> {
  return ctx.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cart_id, cartId))
    .orderBy(asc(cartItems.created_at))
}

/** Adds an item to a cart; answers the new item's id. */
export async function insertCartItem(
  ctx: RequestContext,
  values: Omit<typeof cartItems.$inferInsert, 'id' | 'created_at'>,
): Promise<string> {
  const [row] = await ctx.db.insert(cartItems).values(values).returning({ id: cartItems.id })
  if (!row) throw new Error('cart item insert returned nothing')
  return row.id
}

/** Removes one item of the given cart; false when it is not there. */
export async function deleteCartItem(ctx: RequestContext, cartId: string, itemId: string): Promise<boolean> {
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cart_id, cartId)))
    .returning({ id: cartItems.id })
  return removed.length > 0
}

export async function setPromotionCode(
  ctx: RequestContext,
  cartId: string,
  code: string | null,
): Promise<void> {
  await ctx.db.update(carts).set({ promotion_code: code, updated_at: new Date() }).where(eq(carts.id, cartId))
}

/** Empties a cart (its items and code), inside the checkout's transaction. */
export async function clearCart(ctx: RequestContext, cartId: string): Promise<number> {
  const removed = await ctx.db
    .delete(cartItems)
    .where(eq(cartItems.cart_id, cartId))
    .returning({ id: cartItems.id })
  await setPromotionCode(ctx, cartId, null)
  return removed.length
}
