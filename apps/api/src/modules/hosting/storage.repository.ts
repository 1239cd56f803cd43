import { and, asc, eq } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { companies, hostedDatabases, hostedStorage } from '../../db/schema/index.ts'

/** The hosted databases of the caller's companies (of one company when given), by company and name. */
export function listDatabaseRows(ctx: RequestContext, companyId?: string) {
  return ctx.db
    .select({ row: hostedDatabases, company_name: companies.name })
    .from(hostedDatabases)
    .innerJoin(companies, eq(companies.id, hostedDatabases.company_id))
    .where(
      and(
        ownedByVisibleCompany(ctx, hostedDatabases.company_id),
        companyId ? eq(hostedDatabases.company_id, companyId) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(hostedDatabases.name))
    .limit(500)
}

/** The hosted storage of the caller's companies (of one company when given), by company and name. */
export function listStorageRows(ctx: RequestContext, companyId?: string) {
  return ctx.db
    .select({ row: hostedStorage, company_name: companies.name })
    .from(hostedStorage)
    .innerJoin(companies, eq(companies.id, hostedStorage.company_id))
    .where(
      and(
        ownedByVisibleCompany(ctx, hostedStorage.company_id),
        companyId ? eq(hostedStorage.company_id, companyId) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(hostedStorage.name))
    .limit(500)
}
