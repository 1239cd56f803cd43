import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../auth/context.ts'
import { updateAtVersion } from '../lib/sql.ts'

/*
 * Rows a provider keeps for itself (its catalogue, its TLDs, its SSL products): found by the
 * provider's id, never by a tenant's visibility.
 */

type ProviderTable = PgTable & { id: AnyPgColumn; provider_id: AnyPgColumn }
type VersionedProviderTable = ProviderTable & { version: AnyPgColumn }

/** The provider's rows of `table` in `order`; at most 1000. */
export async function listProviderRows<T extends ProviderTable>(
  ctx: RequestContext,
  table: T,
  providerId: string,
  order: SQL | AnyPgColumn,
): Promise<T['$inferSelect'][]> {
  const rows = await ctx.db
    .select()
    .from(table as PgTable)
    .where(eq(table.provider_id, providerId))
    .orderBy(order)
    .limit(1000)
  return rows as T['$inferSelect'][]
}

/**
 * Saves the provider's row of `table` with this id and bumps its version; with `version`, only while
 * it still has it. Undefined when someone saved first or the provider has no such row.
 */
export async function updateProviderRow<T extends VersionedProviderTable>(
  ctx: RequestContext,
  table: T,
  providerId: string,
  id: string,
  version: number | null,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | undefined> {
  const mine = and(eq(table.id, id), eq(table.provider_id, providerId))
  const [row] = await updateAtVersion(ctx.db, table, version ?? undefined, mine, values)
  return row
}
