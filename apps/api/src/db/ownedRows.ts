import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../auth/context.ts'
import { ownedByVisibleCompany } from '../auth/visibility.ts'
import type { WithCompany } from '../lib/owner.ts'
import { claimByCartLine, findRow, updateAtVersion } from '../lib/sql.ts'
import { catalogProducts, companies, services } from './schema/index.ts'

export type { WithCompany }

/** A row that provisions a service, with its company's name and its service's product (none yet: null). */
export type WithProduct<Row> = WithCompany<Row> & {
  product_id: string | null
  product_name_en: string | null
  product_name_nl: string | null
}

type OwnedTable = PgTable & { id: AnyPgColumn; company_id: AnyPgColumn }
type ServiceTable = OwnedTable & { service_id: AnyPgColumn }
type VersionedTable = OwnedTable & { version: AnyPgColumn }
type CartLineTable = ServiceTable & { cart_item_id: AnyPgColumn }

/** How a list is ordered and cut; of one company when `companyId` is given. */
export type OwnedList = { companyId?: string; orderBy: (SQL | AnyPgColumn)[]; limit: number }

const selectWithCompany = (ctx: RequestContext, table: OwnedTable) =>
  ctx.db
    .select({ row: table as PgTable, company_name: companies.name })
    .from(table as PgTable)
    .innerJoin(companies, eq(companies.id, table.company_id))
    .$dynamic()

const selectWithProduct = (ctx: RequestContext, table: ServiceTable) =>
  ctx.db
    .select({
      row: table as PgTable,
      company_name: companies.name,
      product_id: services.product_id,
      product_name_en: catalogProducts.name_en,
      product_name_nl: catalogProducts.name_nl,
    })
    .from(table as PgTable)
    .innerJoin(companies, eq(companies.id, table.company_id))
    .leftJoin(services, eq(services.id, table.service_id))
    .leftJoin(catalogProducts, eq(catalogProducts.id, services.product_id))
    .$dynamic()

async function listOwned<Row>(ctx: RequestContext, query: PgSelect, table: OwnedTable, list: OwnedList) {
  const rows: unknown[] = await query
    .where(
      and(
        ownedByVisibleCompany(ctx, table.company_id),
        list.companyId ? eq(table.company_id, list.companyId) : undefined,
      ),
    )
    .orderBy(...list.orderBy)
    .limit(list.limit)
  return rows as Row[]
}

async function findOwned<Row>(ctx: RequestContext, query: PgSelect, table: OwnedTable, id: string) {
  const [found] = await query.where(and(eq(table.id, id), ownedByVisibleCompany(ctx, table.company_id)))
  return found as Row | undefined
}

/** The rows of `table` owned by the caller's companies, with their company's name. */
export const listWithCompany = <T extends OwnedTable>(ctx: RequestContext, table: T, list: OwnedList) =>
  listOwned<WithCompany<T['$inferSelect']>>(ctx, selectWithCompany(ctx, table), table, list)

/** The row of `table` with this id, when one of the caller's companies owns it, with that company's name. */
export const findWithCompany = <T extends OwnedTable>(ctx: RequestContext, table: T, id: string) =>
  findOwned<WithCompany<T['$inferSelect']>>(ctx, selectWithCompany(ctx, table), table, id)

/** Like listWithCompany, with the product of each row's service. */
export const listWithProduct = <T extends ServiceTable>(ctx: RequestContext, table: T, list: OwnedList) =>
  listOwned<WithProduct<T['$inferSelect']>>(ctx, selectWithProduct(ctx, table), table, list)

/** Like findWithCompany, with the product of the row's service. */
export const findWithProduct = <T extends ServiceTable>(ctx: RequestContext, table: T, id: string) =>
  findOwned<WithProduct<T['$inferSelect']>>(ctx, selectWithProduct(ctx, table), table, id)

/** How a table's rows hang off a tenant-owned table: `key` (a column of theirs) holds the owner row's id. */
export type OwnedParent = { key: AnyPgColumn; parent: OwnedTable }

/** The rows of `table` that hang off the caller's rows among `parentIds`, in order; at most `limit` when given. */
export async function listOfOwnedParents<T extends PgTable>(
  ctx: RequestContext,
  table: T,
  { key, parent }: OwnedParent,
  parentIds: string[],
  orderBy: SQL | AnyPgColumn,
  limit?: number,
): Promise<T['$inferSelect'][]> {
  if (parentIds.length === 0) return []
  const query = ctx.db
    .select({ child: table as PgTable })
    .from(table as PgTable)
    .innerJoin(parent, eq(parent.id, key))
    .where(and(inArray(key, parentIds), ownedByVisibleCompany(ctx, parent.company_id)))
    .orderBy(orderBy)
    .$dynamic()
  const rows = await (limit === undefined ? query : query.limit(limit))
  return rows.map((r) => r.child) as T['$inferSelect'][]
}

/**
 * The rows of `table` owned by the caller's companies (of one company when given), with their
 * company's name: by company name, then by `order`; at most 500.
 */
export const listOwnedWithCompany = <T extends OwnedTable>(
  ctx: RequestContext,
  table: T,
  companyId: string | undefined,
  order: AnyPgColumn[],
) =>
  listWithCompany(ctx, table, {
    companyId,
    orderBy: [asc(companies.name), ...order.map((column) => asc(column))],
    limit: 500,
  })

/** The row of `table` that provisions a service, when one of the caller's companies owns it. */
export const findOwnedOfService = <T extends ServiceTable>(
  ctx: RequestContext,
  table: T,
  serviceId: string,
) => findRow(ctx.db, table, eq(table.service_id, serviceId), ownedByVisibleCompany(ctx, table.company_id))

/**
 * The caller's record of `table` ordered with a cart line, claimed for the service that line became
 * (claimByCartLine in lib/sql.ts); `conditions` are the area's own (a status).
 */
export const claimOwnedByCartLine = <T extends CartLineTable>(
  ctx: RequestContext,
  table: T,
  claim: { companyId: string; cartItemId: string; serviceId: string },
  values: Partial<T['$inferInsert']>,
  ...conditions: (SQL | undefined)[]
) =>
  claimByCartLine(ctx.db, table, claim, values, ...conditions, ownedByVisibleCompany(ctx, table.company_id))

/** Writes the caller's row of `table` with this id while it still has `version`; false when stale or none. */
export async function updateOwnedAtVersion<T extends VersionedTable>(
  ctx: RequestContext,
  table: T,
  id: string,
  version: number,
  values: Partial<T['$inferInsert']>,
): Promise<boolean> {
  const mine = and(eq(table.id, id), ownedByVisibleCompany(ctx, table.company_id))
  const rows = await updateAtVersion(ctx.db, table, version, mine, values)
  return rows.length > 0
}

/** Deletes the caller's row of `table` with this id; false when there was none. */
export async function deleteOwned(ctx: RequestContext, table: OwnedTable, id: string): Promise<boolean> {
  const rows = await ctx.db
    .delete(table)
    .where(and(eq(table.id, id), ownedByVisibleCompany(ctx, table.company_id)))
    .returning({ id: table.id })
  return rows.length > 0
}
