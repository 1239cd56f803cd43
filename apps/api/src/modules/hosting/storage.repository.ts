import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { companies, hostedDatabases, hostedStorage } from '../../db/schema/index.ts'

type Owned = typeof hostedDatabases | typeof hostedStorage

/** The rows of `table` owned by the caller's companies (of one company when given), by company and name. */
function listOwned<T extends Owned>(ctx: RequestContext, table: T, companyId: string | undefined) {
  return ctx.db
    .select({ row: table as typeof hostedStorage, company_name: companies.name })
    .from(table as typeof hostedStorage)
    .innerJoin(companies, eq(companies.id, table.company_id))
    .where(
      and(
        ownedByVisibleCompany(ctx, table.company_id),
        companyId ? eq(table.company_id, companyId) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(table.name))
    .limit(500) as unknown as Promise<{ row: T['$inferSelect']; company_name: string }[]>
}

/** The hosted databases of the caller's companies (of one company when given). */
export const listDatabaseRows = (ctx: RequestContext, companyId?: string) =>
  listOwned(ctx, hostedDatabases, companyId)

/** The hosted storage of the caller's companies (of one company when given). */
export const listStorageRows = (ctx: RequestContext, companyId?: string) =>
  listOwned(ctx, hostedStorage, companyId)
