import type { RequestContext } from '../../auth/context.ts'
import { listOwnedWithCompany } from '../../db/ownedRows.ts'
import { hostedDatabases, hostedStorage } from '../../db/schema/index.ts'

/** The hosted databases of the caller's companies (of one company when given). */
export const listDatabaseRows = (ctx: RequestContext, companyId?: string) =>
  listOwnedWithCompany(ctx, hostedDatabases, companyId, [hostedDatabases.name])

/** The hosted storage of the caller's companies (of one company when given). */
export const listStorageRows = (ctx: RequestContext, companyId?: string) =>
  listOwnedWithCompany(ctx, hostedStorage, companyId, [hostedStorage.name])
