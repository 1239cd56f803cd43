import { asc, eq, inArray } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { listProviderRows, updateProviderRow } from '../../db/providerRows.ts'
import { sslProducts } from '../../db/schema/index.ts'
import { findRow, insertRow, listRows } from '../../lib/sql.ts'

export type SslProductRow = typeof sslProducts.$inferSelect
export type SslProductColumns = Pick<
  typeof sslProducts.$inferInsert,
  'brand' | 'validation' | 'wildcard' | 'max_sans' | 'included_sans' | 'periods'
>

export const listSslProductRows = (ctx: RequestContext, providerId: string) =>
  listProviderRows(ctx, sslProducts, providerId, asc(sslProducts.ca_product))

export const findSslProductRow = (ctx: RequestContext, providerId: string, caProduct: string) =>
  findRow(ctx.db, sslProducts, eq(sslProducts.provider_id, providerId), eq(sslProducts.ca_product, caProduct))

export const insertSslProduct = (
  ctx: RequestContext,
  values: SslProductColumns & { provider_id: string; product_id: string; ca_product: string },
) => insertRow(ctx.db, sslProducts, values)

/** Writes the product at `version`; undefined when someone saved first. */
export const updateSslProduct = (
  ctx: RequestContext,
  providerId: string,
  id: string,
  version: number,
  values: SslProductColumns,
) => updateProviderRow(ctx, sslProducts, providerId, id, version, values)

/** The SSL products of `productIds` (a company's offers), so the provider is the company's own. */
export function sslProductRowsOf(ctx: RequestContext, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return listRows(ctx.db, sslProducts, inArray(sslProducts.product_id, productIds), sslProducts.ca_product)
}

/** One SSL product by its id among the products a company may order. */
export async function sslProductOf(ctx: RequestContext, id: string, productIds: string[]) {
  if (productIds.length === 0) return undefined
  return findRow(ctx.db, sslProducts, eq(sslProducts.id, id), inArray(sslProducts.product_id, productIds))
}
