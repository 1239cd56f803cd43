import type { Price, Product, ProductListQuery, ProductOption } from '@portico/contracts'
import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { updateProviderRow } from '../../db/providerRows.ts'
import { catalogPrices, catalogProducts } from '../../db/schema/index.ts'
import { BadRequest } from '../../lib/errors.ts'
import { findRow, insertRow } from '../../lib/sql.ts'
import { catalogTexts } from './catalog.texts.ts'

export type ProductRow = typeof catalogProducts.$inferSelect
export type ProductColumns = Omit<
  typeof catalogProducts.$inferInsert,
  'id' | 'provider_id' | 'version' | 'created_at' | 'updated_at'
>
type PriceRow = typeof catalogPrices.$inferSelect

const toPrice = (p: PriceRow): Price => ({
  currency: p.currency,
  period: p.period as Price['period'],
  price_minor: p.price_minor,
  setup_minor: p.setup_minor,
  enabled: p.enabled,
})

/** What a product says of itself, as the catalogue and the offers to buyers both show it. */
export const productFacts = (row: ProductRow) => {
  const { code, name_en, name_nl, description_en, description_nl } = row
  const category = row.category as Product['category']
  return {
    code,
    name_en,
    name_nl,
    description_en,
    description_nl,
    category,
    type: row.type as Product['type'],
    commitment_months: row.commitment_months,
    notice_days: row.notice_days,
  }
}

export function toProduct(row: ProductRow, prices: PriceRow[]): Product {
  return {
    id: row.id,
    ...productFacts(row),
    adapter: row.adapter,
    vat_rate_bp: row.vat_rate_bp,
    visibility: row.visibility as Product['visibility'],
    prices: prices.map(toPrice),
    options: row.options as ProductOption[],
    marketplace_mpn: row.marketplace_mpn,
    archived_at: row.archived_at?.toISOString() ?? null,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** The prices of some products, grouped by product, in a stable order. */
export async function pricesOf(ctx: RequestContext, productIds: string[]): Promise<Map<string, PriceRow[]>> {
  const byProduct = new Map<string, PriceRow[]>(productIds.map((id) => [id, []]))
  if (productIds.length === 0) return byProduct
  const rows = await ctx.db
    .select()
    .from(catalogPrices)
    .where(inArray(catalogPrices.product_id, productIds))
    .orderBy(
      asc(catalogPrices.currency),
      sql`array_position(array['once','P1M','P3M','P1Y','P2Y','P3Y'], ${catalogPrices.period})`,
    )
  for (const row of rows) byProduct.get(row.product_id)?.push(row)
  return byProduct
}

const encodeCursor = (c: { code: string; id: string }) => Buffer.from(JSON.stringify(c)).toString('base64url')
function decodeCursor(raw: string): { code: string; id: string } {
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString()) as { code: unknown; id: unknown }
    if (typeof c.code !== 'string' || typeof c.id !== 'string' || !/^[0-9a-f-]{36}$/i.test(c.id)) {
      throw new Error('bad cursor')
    }
    return { code: c.code, id: c.id }
  } catch {
    throw new BadRequest(catalogTexts.invalidCursor, [{ field: 'cursor', message: 'invalid' }])
  }
}

/** One page of the provider's products by code (keyset on code, id). */
export async function listProducts(ctx: RequestContext, providerId: string, q: ProductListQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(catalogProducts.provider_id, providerId),
    q.status === 'archived' ? isNotNull(catalogProducts.archived_at) : isNull(catalogProducts.archived_at),
    q.category ? eq(catalogProducts.category, q.category) : undefined,
    q.visibility ? eq(catalogProducts.visibility, q.visibility) : undefined,
  ]
  if (q.q) {
    const pattern = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      sql`lower(${catalogProducts.code} || ' ' || ${catalogProducts.name_en} || ' ' || ${catalogProducts.name_nl}) like ${pattern}`,
    )
  }
  if (q.cursor) {
    const c = decodeCursor(q.cursor)
    conditions.push(sql`(${catalogProducts.code}, ${catalogProducts.id}) > (${c.code}, ${c.id})`)
  }
  const rows = await ctx.db
    .select()
    .from(catalogProducts)
    .where(and(...conditions))
    .orderBy(asc(catalogProducts.code), asc(catalogProducts.id))
    .limit(q.limit + 1)
  const page = rows.slice(0, q.limit)
  const prices = await pricesOf(
    ctx,
    page.map((r) => r.id),
  )
  const last = page.at(-1)
  return {
    data: page.map((r) => toProduct(r, prices.get(r.id) ?? [])),
    next_cursor: rows.length > q.limit && last ? encodeCursor({ code: last.code, id: last.id }) : null,
  }
}

/** A product of the provider, with its prices. */
export async function findProduct(ctx: RequestContext, providerId: string, id: string) {
  const row = await findRow(
    ctx.db,
    catalogProducts,
    eq(catalogProducts.id, id),
    eq(catalogProducts.provider_id, providerId),
  )
  if (!row) return undefined
  const prices = await pricesOf(ctx, [row.id])
  return { row, prices: prices.get(row.id) ?? [] }
}

export async function findProductIdByCode(ctx: RequestContext, providerId: string, code: string) {
  const [row] = await ctx.db
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.provider_id, providerId), eq(catalogProducts.code, code)))
  return row?.id
}

/** The provider's products imported from these marketplace MPNs, by MPN. */
export async function productIdsByMpn(
  ctx: RequestContext,
  providerId: string,
  mpns: string[],
): Promise<Map<string, string>> {
  if (mpns.length === 0) return new Map()
  const rows = await ctx.db
    .select({ id: catalogProducts.id, mpn: catalogProducts.marketplace_mpn })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.provider_id, providerId), inArray(catalogProducts.marketplace_mpn, mpns)))
  return new Map(rows.map((r) => [r.mpn ?? '', r.id]))
}

/** How many of these ids are products of the provider (promotions may only name its own). */
export async function countProducts(ctx: RequestContext, providerId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.provider_id, providerId), inArray(catalogProducts.id, ids)))
  return row?.n ?? 0
}

export async function insertProduct(ctx: RequestContext, providerId: string, values: ProductColumns) {
  return insertRow(ctx.db, catalogProducts, { ...values, provider_id: providerId })
}

/** Saves a product and bumps its version; with `version`, only while it still matches. */
export async function updateProduct(
  ctx: RequestContext,
  providerId: string,
  id: string,
  version: number | null,
  values: Partial<ProductColumns>,
): Promise<ProductRow | undefined> {
  return updateProviderRow(ctx, catalogProducts, providerId, id, version, values)
}

/** Replaces a product's price rows (inside the caller's transaction). */
export async function replacePrices(
  ctx: RequestContext,
  productId: string,
  prices: Price[],
): Promise<PriceRow[]> {
  await ctx.db.delete(catalogPrices).where(eq(catalogPrices.product_id, productId))
  if (prices.length === 0) return []
  await ctx.db.insert(catalogPrices).values(prices.map((p) => ({ ...p, product_id: productId })))
  return (await pricesOf(ctx, [productId])).get(productId) ?? []
}
