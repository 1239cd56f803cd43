import type { DashboardResponse } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { countCompanies, countMembers, listActiveCompanies } from './dashboard.repository.ts'

/** Landing figures that exist so far; later areas add their own tiles here. */
export async function getDashboard(ctx: RequestContext): Promise<DashboardResponse['data']> {
  // Staff without a scope see every customer: a list of them would say nothing, the tiles do.
  const listed = ctx.isStaff && !ctx.scopeCompanyId ? [] : await listActiveCompanies(ctx)
  if (!ctx.isStaff) return { tiles: [{ key: 'companies', value: listed.length }], companies: listed }
  return {
    tiles: [
      { key: 'customers', value: await countCompanies(ctx, 'customer'), to: 'customers' },
      { key: 'resellers', value: await countCompanies(ctx, 'reseller'), to: 'resellers' },
      { key: 'users', value: await countMembers(ctx) },
    ],
    companies: listed,
  }
}
