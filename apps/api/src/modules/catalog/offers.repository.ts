import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompany } from '../../auth/visibility.ts'
import { catalogPrices, catalogProducts, catalogResellerPrices, companies } from '../../db/schema/index.ts'
import type { ProductRow } from './catalog.repository.ts'

/** A company the caller may see, with what decides its price list. */
export async function findBuyer(ctx: RequestContext, companyId: string) {
  const [row] = await ctx.db
    .select({
      id: companies.id,
      kind: companies.kind,
      currency: companies.currency,
      lineage: companies.lineage,
      provider_id: companies.provider_id,
    })
    .from(companies)
    .where(and(eq(companies.id, companyId), visibleCompany(ctx), isNull(companies.archived_at)))
  return row
}

/**
 * The reseller a company buys from: the nearest reseller above it. Its id only decides whose price
 * list applies; the reseller's record itself may lie outside the caller's view (its customers).
 */
export async function resellerAbove(ctx: RequestContext, lineage: string[], companyId: string) {
  const ancestors = lineage.filter((id) => id !== companyId)
  if (ancestors.length === 0) return undefined
  const rows = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.id, ancestors), eq(companies.kind, 'reseller')))
  return rows.map((r) => r.id).sort((a, b) => ancestors.indexOf(b) - ancestors.indexOf(a))[0]
}

export type OfferRow = {
  product: ProductRow
  currency: string
  period: string
  price_minor: number
  setup_minor: number
}

/** The reseller's sale price for the same product, currency and period as a provider price. */
const salePriceOf = (resellerId: string) =>
  and(
    eq(catalogResellerPrices.company_id, resellerId),
    eq(catalogResellerPrices.product_id, catalogPrices.product_id),
    eq(catalogResellerPrices.currency, catalogPrices.currency),
    eq(catalogResellerPrices.period, catalogPrices.period),
  )

/** Periods from short to long (once, a month ... three years), not in the order of their codes. */
const periodOrder = sql`array_position(array['once','P1M','P3M','P1Y','P2Y','P3Y'], ${catalogPrices.period})`

type OfferFilter = {
  providerId: string
  /** Sell at this reseller's sale prices (only what it has priced); else at the provider's. */
  resellerId: string | null
  category?: string
  productId?: string
  currency?: string
}

/**
 * Orderable products with the price the buyer pays per currency and period: public ones in a list,
 * a hidden one only when asked for by id; never retired or archived ones, never disabled periods.
 */
export async function listOfferRows(ctx: RequestContext, f: OfferFilter): Promise<OfferRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(catalogProducts.provider_id, f.providerId),
    isNull(catalogProducts.archived_at),
    f.productId
      ? and(eq(catalogProducts.id, f.productId), ne(catalogProducts.visibility, 'retired'))
      : eq(catalogProducts.visibility, 'public'),
    f.category ? eq(catalogProducts.category, f.category) : undefined,
    f.currency ? eq(catalogPrices.currency, f.currency) : undefined,
    eq(catalogPrices.enabled, true),
  ]
  const order = sql`${catalogProducts.code}, ${catalogPrices.currency}, ${periodOrder}`
  if (!f.resellerId) {
    const rows = await ctx.db
      .select({ product: catalogProducts, price: catalogPrices })
      .from(catalogProducts)
      .innerJoin(catalogPrices, eq(catalogPrices.product_id, catalogProducts.id))
      .where(and(...conditions))
      .orderBy(order)
    return rows.map(({ product, price }) => ({ product, ...price }))
  }
  const rows = await ctx.db
    .select({ product: catalogProducts, price: catalogPrices, sale: catalogResellerPrices })
    .from(catalogProducts)
    .innerJoin(catalogPrices, eq(catalogPrices.product_id, catalogProducts.id))
    .innerJoin(catalogResellerPrices, salePriceOf(f.resellerId))
    .where(and(...conditions))
    .orderBy(order)
  return rows.map(({ product, price, sale }) => ({
    product,
    currency: price.currency,
    period: price.period,
    price_minor: sale.price_minor,
    setup_minor: sale.setup_minor,
  }))
}

/** Every orderable provider price next to the reseller's sale price (null when not priced). */
export async function listResellerPriceRows(ctx: RequestContext, providerId: string, resellerId: string) {
  return ctx.db
    .select({ product: catalogProducts, price: catalogPrices, sale: catalogResellerPrices })
    .from(catalogProducts)
    .innerJoin(catalogPrices, eq(catalogPrices.product_id, catalogProducts.id))
    .leftJoin(catalogResellerPrices, salePriceOf(resellerId))
    .where(
      and(
        eq(catalogProducts.provider_id, providerId),
        isNull(catalogProducts.archived_at),
        ne(catalogProducts.visibility, 'retired'),
        eq(catalogPrices.enabled, true),
      ),
    )
    .orderBy(
      sql`${catalogProducts.category}, ${catalogProducts.code}, ${catalogPrices.currency}, ${periodOrder}`,
    )
}

export type SalePrice = { currency: string; period: string; price_minor: number; setup_minor: number }

/** Replaces the reseller's sale prices of one product (inside the caller's transaction). */
export async function replaceResellerPrices(
  ctx: RequestContext,
  resellerId: string,
  productId: string,
  prices: SalePrice[],
) {
  await ctx.db
    .delete(catalogResellerPrices)
    .where(
      and(eq(catalogResellerPrices.company_id, resellerId), eq(catalogResellerPrices.product_id, productId)),
    )
  if (prices.length === 0) return
  await ctx.db
    .insert(catalogResellerPrices)
    .values(prices.map((p) => ({ ...p, company_id: resellerId, product_id: productId })))
}
