import type { Tld } from '@portico/contracts'
import { asc, eq, inArray } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { listProviderRows, updateProviderRow } from '../../db/providerRows.ts'
import { domainTlds } from '../../db/schema/index.ts'
import { findRow, insertRow, listRows } from '../../lib/sql.ts'

export type TldRow = typeof domainTlds.$inferSelect
export type TldColumns = Pick<
  typeof domainTlds.$inferInsert,
  | 'kind'
  | 'auth_code_required'
  | 'features'
  | 'grace_days'
  | 'redemption_days'
  | 'pending_delete_days'
  | 'restore_prices'
  | 'premium_cap_minor'
>

/** The TLD's own columns; the product's (prices, VAT, visibility) are added by the service. */
export const tldColumnsOf = (row: TldRow) => ({
  id: row.id,
  tld: row.tld,
  product_id: row.product_id,
  kind: row.kind,
  auth_code_required: row.auth_code_required,
  features: row.features as Tld['features'],
  grace_days: row.grace_days,
  redemption_days: row.redemption_days,
  pending_delete_days: row.pending_delete_days,
  restore_prices: row.restore_prices as Tld['restore_prices'],
  premium_cap_minor: row.premium_cap_minor,
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

export const listTldRows = (ctx: RequestContext, providerId: string) =>
  listProviderRows(ctx, domainTlds, providerId, asc(domainTlds.tld))

export const findTldRow = (ctx: RequestContext, providerId: string, tld: string) =>
  findRow(ctx.db, domainTlds, eq(domainTlds.provider_id, providerId), eq(domainTlds.tld, tld))

export const insertTld = (
  ctx: RequestContext,
  values: TldColumns & { provider_id: string; product_id: string; tld: string },
) => insertRow(ctx.db, domainTlds, values)

/** Writes the TLD at `version` (null: whatever the version); undefined when someone saved first. */
export const updateTld = (
  ctx: RequestContext,
  providerId: string,
  id: string,
  version: number | null,
  values: TldColumns,
) => updateProviderRow(ctx, domainTlds, providerId, id, version, values)

/**
 * The TLDs of `productIds`, in catalogue order: the products a company may order (its offers), so
 * the provider is the company's own.
 */
export function tldRowsOfProducts(ctx: RequestContext, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return listRows(
    ctx.db,
    domainTlds,
    inArray(domainTlds.product_id, productIds),
    domainTlds.created_at,
    domainTlds.tld,
  )
}
