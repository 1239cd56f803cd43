import type { DashboardResponse } from '@portico/contracts'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompanyFilter } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { companies, memberships } from '../../db/schema/index.ts'

/** Landing figures that exist so far; later features add their own tiles here. */
export async function getDashboard(db: Db, ctx: RequestContext): Promise<DashboardResponse['data']> {
  const visible = visibleCompanyFilter(ctx.visibleRoots)
  const active = and(visible, isNull(companies.archived_at))
  const countKind = async (kind: 'customer' | 'reseller') =>
    (
      await db
        .select({ n: count() })
        .from(companies)
        .where(and(active, eq(companies.kind, kind)))
    )[0]?.n ?? 0
  const listed = await db
    .select({ id: companies.id, name: companies.name, kind: companies.kind })
    .from(companies)
    .where(ctx.isStaff && !ctx.scopeCompanyId ? sql`false` : active)
    .orderBy(companies.name)
    .limit(50)
  if (!ctx.isStaff) {
    return { tiles: [{ key: 'companies', value: listed.length }], companies: listed }
  }
  const [users] = await db
    .select({ n: sql<number>`count(distinct ${memberships.user_id})::int` })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.company_id))
    .where(active)
  return {
    tiles: [
      { key: 'customers', value: await countKind('customer'), to: 'customers' },
      { key: 'resellers', value: await countKind('reseller'), to: 'resellers' },
      { key: 'users', value: users?.n ?? 0 },
    ],
    companies: listed,
  }
}
