import { and, asc, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../auth/context.ts'
import { ownedByVisibleCompany } from '../auth/visibility.ts'
import { findRow } from '../lib/sql.ts'
import { companies } from './schema/index.ts'

/** A tenant-owned row with the name of the company that owns it, as list pages show it. */
export type WithCompany<Row> = { row: Row; company_name: string }

type OwnedTable = PgTable & { company_id: AnyPgColumn }
type ServiceTable = OwnedTable & { service_id: AnyPgColumn }

/**
 * The rows of `table` owned by the caller's companies (of one company when given), with their
 * company's name: by company name, then by `order`; at most 500.
 */
export function listOwnedWithCompany<T extends OwnedTable>(
  ctx: RequestContext,
  table: T,
  companyId: string | undefined,
  order: AnyPgColumn[],
): Promise<WithCompany<T['$inferSelect']>[]> {
  return ctx.db
    .select({ row: table as PgTable, company_name: companies.name })
    .from(table as PgTable)
    .innerJoin(companies, eq(companies.id, table.company_id))
    .where(
      and(
        ownedByVisibleCompany(ctx, table.company_id),
        companyId ? eq(table.company_id, companyId) : undefined,
      ),
    )
    .orderBy(asc(companies.name), ...order.map((column) => asc(column)))
    .limit(500) as unknown as Promise<WithCompany<T['$inferSelect']>[]>
}

/** The row of `table` that provisions a service, when one of the caller's companies owns it. */
export const findOwnedOfService = <T extends ServiceTable>(
  ctx: RequestContext,
  table: T,
  serviceId: string,
) => findRow(ctx.db, table, eq(table.service_id, serviceId), ownedByVisibleCompany(ctx, table.company_id))
