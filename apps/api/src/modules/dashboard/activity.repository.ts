import type { ActivityItem } from '@portico/contracts'
import { desc, eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { auditLog, companies, users } from '../../db/schema/index.ts'

/** Recent changes in the caller's companies, plus their own actions; never the before/after values. */
export async function recentActivity(ctx: RequestContext, limit = 20): Promise<ActivityItem[]> {
  const company = alias(companies, 'company')
  const where =
    ctx.visibleRoots === null
      ? sql`true`
      : or(ownedByVisibleCompany(ctx, auditLog.company_id), eq(auditLog.actor_user_id, ctx.user.id))
  const rows = await ctx.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entity_id,
      actor_name: users.display_name,
      company_name: company.name,
      created_at: auditLog.created_at,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .leftJoin(company, eq(company.id, auditLog.company_id))
    .where(where)
    .orderBy(desc(auditLog.created_at))
    .limit(limit)
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }))
}
