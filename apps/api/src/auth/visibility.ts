import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { companies } from '../db/schema/index.ts'
import { sqlArray } from '../lib/sql.ts'
import type { RequestContext } from './context.ts'

/**
 * The one place that decides which rows a request may see. Repositories put these conditions in
 * their WHERE clause, so a row outside the caller's companies is never loaded (never load-then-check).
 */
type Visibility = Pick<RequestContext, 'visibleRoots'>

/**
 * A condition on `companies` (or an alias of it, joined as a row's owner): the company lies in one
 * of the visible subtrees.
 */
export function visibleCompany(ctx: Visibility, company: { lineage: AnyColumn } = companies): SQL {
  if (ctx.visibleRoots === null) return sql`true`
  if (ctx.visibleRoots.length === 0) return sql`false`
  return sql`${company.lineage} && ${sqlArray(ctx.visibleRoots, 'uuid')}`
}

/** A condition on any tenant-owned table: its company column points at a visible company. */
export function ownedByVisibleCompany(ctx: Visibility, companyColumn: AnyColumn | SQL): SQL {
  if (ctx.visibleRoots === null) return sql`true`
  return sql`${companyColumn} in (select ${companies.id} from ${companies} where ${visibleCompany(ctx)})`
}

/**
 * Who sells to a company, and so issues its invoices: the reseller above it, else the provider at
 * its root (a reseller itself is the provider's customer). Only a company's seller bills it.
 */
export function sellerOf(company: { id: AnyColumn; lineage: AnyColumn } = companies): SQL<string> {
  return sql<string>`coalesce((select r.id from companies r where r.id = any(${company.lineage})
    and r.kind = 'reseller' and r.id <> ${company.id} limit 1), ${company.lineage}[1])`
}

/**
 * A condition on the job queue's table (pgboss.job): staff see the jobs of their provider (named in
 * the job's data); a super-admin sees every job, the platform's own included.
 */
export function visibleJob(ctx: Pick<RequestContext, 'isSuperAdmin' | 'isStaff' | 'providerId'>): SQL {
  if (ctx.isSuperAdmin) return sql`true`
  if (!ctx.isStaff || !ctx.providerId) return sql`false`
  return sql`data->>'providerId' = ${ctx.providerId}`
}
