import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { sslProducts } from '../../db/schema/index.ts'

export type SslProductRow = typeof sslProducts.$inferSelect
export type SslProductColumns = Pick<
  typeof sslProducts.$inferInsert,
  'brand' | 'validation' | 'wildcard' | 'max_sans' | 'included_sans' | 'periods'
>

export function listSslProductRows(ctx: RequestContext, providerId: string) {
  return ctx.db
    .select()
    .from(sslProducts)
    .where(eq(sslProducts.provider_id, providerId))
    .orderBy(asc(sslProducts.ca_product))
    .limit(1000)
}

export async function findSslProductRow(ctx: RequestContext, providerId: string, caProduct: string) {
  const [row] = await ctx.db
    .select()
    .from(sslProducts)
    .where(and(eq(sslProducts.provider_id, providerId), eq(sslProducts.ca_product, caProduct)))
  return row
}

export async function insertSslProduct(
  ctx: RequestContext,
  values: SslProductColumns & { provider_id: string; product_id: string; ca_product: string },
) {
  const [row] = await ctx.db.insert(sslProducts).values(values).returning()
  if (!row) throw new Error('SSL product insert returned nothing')
  return row
}

/** Writes the product at `version`; undefined when someone saved first. */
export async function updateSslProduct(
  ctx: RequestContext,
  providerId: string,
  id: string,
  version: number,
  values: SslProductColumns,
) {
  const [row] = await ctx.db
    .update(sslProducts)
    .set({ ...values, version: sql`${sslProducts.version} + 1`, updated_at: new Date() })
    .where(
      and(eq(sslProducts.id, id), eq(sslProducts.provider_id, providerId), eq(sslProducts.version, version)),
    )
    .returning()
  return row
}

/** The SSL products of `productIds` (a company's offers), so the provider is the company's own. */
export function sslProductRowsOf(ctx: RequestContext, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return ctx.db
    .select()
    .from(sslProducts)
    .where(inArray(sslProducts.product_id, productIds))
    .orderBy(asc(sslProducts.ca_product))
}

/** One SSL product by its id among the products a company may order. */
export async function sslProductOf(ctx: RequestContext, id: string, productIds: string[]) {
  if (productIds.length === 0) return undefined
  const [row] = await ctx.db
    .select()
    .from(sslProducts)
    .where(and(eq(sslProducts.id, id), inArray(sslProducts.product_id, productIds)))
  return row
}
