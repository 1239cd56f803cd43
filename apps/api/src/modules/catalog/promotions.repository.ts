import type { Promotion } from '@portico/contracts'
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { updateProviderRow } from '../../db/providerRows.ts'
import { catalogPromotions, catalogPromotionUses } from '../../db/schema/index.ts'
import { insertRow, lockRow } from '../../lib/sql.ts'

export type PromotionRow = typeof catalogPromotions.$inferSelect
export type PromotionColumns = Omit<
  typeof catalogPromotions.$inferInsert,
  'id' | 'provider_id' | 'version' | 'created_at' | 'updated_at'
>

export function toPromotion(row: PromotionRow, uses: number): Promotion {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind as Promotion['kind'],
    percent_bp: row.percent_bp,
    amounts: row.amounts as Promotion['amounts'],
    periods: row.periods,
    product_ids: row.product_ids,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    max_uses: row.max_uses,
    once_per_customer: row.once_per_customer,
    active: row.active,
    uses,
    archived_at: row.archived_at?.toISOString() ?? null,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

// The outer table by name: drizzle writes a column of a one-table select unqualified, which inside
// this subquery would be the use's own id (and count nothing).
const usesOf = sql<number>`(select count(*)::int from ${catalogPromotionUses} u where u.promotion_id = catalog_promotions.id)`

export async function listPromotions(ctx: RequestContext, providerId: string, archived: boolean) {
  const rows = await ctx.db
    .select({ row: catalogPromotions, uses: usesOf })
    .from(catalogPromotions)
    .where(
      and(
        eq(catalogPromotions.provider_id, providerId),
        archived ? isNotNull(catalogPromotions.archived_at) : isNull(catalogPromotions.archived_at),
      ),
    )
    .orderBy(asc(catalogPromotions.code))
    .limit(1000)
  return rows.map((r) => toPromotion(r.row, r.uses))
}

/** A promotion of the provider by id, or by its (upper-case) code. */
export async function findPromotion(
  ctx: RequestContext,
  providerId: string,
  by: { id: string } | { code: string },
) {
  const [found] = await ctx.db
    .select({ row: catalogPromotions, uses: usesOf })
    .from(catalogPromotions)
    .where(
      and(
        eq(catalogPromotions.provider_id, providerId),
        'id' in by ? eq(catalogPromotions.id, by.id) : eq(catalogPromotions.code, by.code.toUpperCase()),
      ),
    )
  return found
}

export async function insertPromotion(ctx: RequestContext, providerId: string, values: PromotionColumns) {
  return insertRow(ctx.db, catalogPromotions, { ...values, provider_id: providerId })
}

/** Saves a promotion and bumps its version; with `version`, only while it still matches. */
export async function updatePromotion(
  ctx: RequestContext,
  providerId: string,
  id: string,
  version: number | null,
  values: Partial<PromotionColumns>,
): Promise<PromotionRow | undefined> {
  return updateProviderRow(ctx, catalogPromotions, providerId, id, version, values)
}

/** Uses of a promotion in all and by one company. */
export async function promotionUsage(ctx: RequestContext, promotionId: string, companyId: string) {
  const [row] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      by_company: sql<number>`(count(*) filter (where ${catalogPromotionUses.company_id} = ${companyId}))::int`,
    })
    .from(catalogPromotionUses)
    .where(eq(catalogPromotionUses.promotion_id, promotionId))
  return { total: row?.total ?? 0, byCompany: row?.by_company ?? 0 }
}

/** Locks a promotion's row until the caller's transaction ends (two orders take its last use one after the other). */
export const lockPromotion = (ctx: RequestContext, promotionId: string) =>
  lockRow(ctx.db, catalogPromotions, eq(catalogPromotions.id, promotionId))

/** Records that `reference` (an order) used the promotion; a second call for the same reference is a no-op. */
export async function insertPromotionUse(
  ctx: RequestContext,
  use: { promotionId: string; companyId: string; reference: string },
) {
  await ctx.db
    .insert(catalogPromotionUses)
    .values({ promotion_id: use.promotionId, company_id: use.companyId, reference: use.reference })
    .onConflictDoNothing()
}
