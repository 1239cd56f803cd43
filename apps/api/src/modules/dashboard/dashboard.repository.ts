import type { DashboardResponse } from '@portico/contracts'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompany } from '../../auth/visibility.ts'
import { companies, memberships } from '../../db/schema/index.ts'

type ListedCompany = DashboardResponse['data']['companies'][number]

const activeVisible = (ctx: RequestContext) => and(visibleCompany(ctx), isNull(companies.archived_at))

/** Active visible companies of one kind. */
export async function countCompanies(ctx: RequestContext, kind: 'customer' | 'reseller'): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(companies)
    .where(and(activeVisible(ctx), eq(companies.kind, kind)))
  return row?.n ?? 0
}

/** The first 50 active visible companies by name. */
export async function listActiveCompanies(ctx: RequestContext): Promise<ListedCompany[]> {
  return ctx.db
    .select({ id: companies.id, name: companies.name, kind: companies.kind })
    .from(companies)
    .where(activeVisible(ctx))
    .orderBy(companies.name)
    .limit(50)
}

/** People with a membership of an active visible company, each counted once. */
export async function countMembers(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(distinct ${memberships.user_id})::int` })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.company_id))
    .where(activeVisible(ctx))
  return row?.n ?? 0
}
