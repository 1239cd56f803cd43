import type { Tld } from '@portico/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { domainTlds } from '../../db/schema/index.ts'

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

export function listTldRows(ctx: RequestContext, providerId: string) {
  return ctx.db
    .select()
    .from(domainTlds)
    .where(eq(domainTlds.provider_id, providerId))
    .orderBy(asc(domainTlds.tld))
    .limit(1000)
}

export async function findTldRow(ctx: RequestContext, providerId: string, tld: string) {
  const [row] = await ctx.db
    .select()
    .from(domainTlds)
    .where(and(eq(domainTlds.provider_id, providerId), eq(domainTlds.tld, tld)))
  return row
}

export async function insertTld(
  ctx: RequestContext,
  values: TldColumns & { provider_id: string; product_id: string; tld: string },
) {
  const [row] = await ctx.db.insert(domainTlds).values(values).returning()
  if (!row) throw new Error('TLD insert returned nothing')
  return row
}

/** Writes the TLD at `version` (null: whatever the version); undefined when someone saved first. */
export async function updateTld(
  ctx: RequestContext,
  providerId: string,
  id: string,
  version: number | null,
  values: TldColumns,
) {
  const [row] = await ctx.db
    .update(domainTlds)
    .set({ ...values, version: sql`${domainTlds.version} + 1`, updated_at: new Date() })
    .where(
      and(
        eq(domainTlds.id, id),
        eq(domainTlds.provider_id, providerId),
        version === null ? undefined : eq(domainTlds.version, version),
      ),
    )
    .returning()
  return row
}

/**
 * The TLDs of `productIds`, in catalogue order: the products a company may order (its offers), so
 * the provider is the company's own.
 */
export function tldRowsOfProducts(ctx: RequestContext, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return ctx.db
    .select()
    .from(domainTlds)
    .where(inArray(domainTlds.product_id, productIds))
    .orderBy(asc(domainTlds.created_at), asc(domainTlds.tld))
}
