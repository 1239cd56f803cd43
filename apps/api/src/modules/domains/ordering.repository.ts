import { and, desc, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { domainPresets, domains } from '../../db/schema/index.ts'

export type PresetRow = typeof domainPresets.$inferSelect
export type OrderedDomainRow = typeof domains.$inferSelect

/** A preset of `companyId` that the caller can see. */
export async function findPreset(ctx: RequestContext, companyId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(domainPresets)
    .where(
      and(
        eq(domainPresets.id, id),
        eq(domainPresets.company_id, companyId),
        ownedByVisibleCompany(ctx, domainPresets.company_id),
      ),
    )
  return row as PresetRow | undefined
}

/**
 * Whether the provider holds the name in a live row, whichever company it is of: a name is held once
 * per provider (domains_live_name_key), so the answer is yes or no and shows nothing of the holder.
 */
export async function liveDomainNamed(ctx: RequestContext, providerId: string, name: string) {
  const [row] = await ctx.db
    .select({ id: domains.id })
    .from(domains)
    .where(
      and(
        eq(domains.provider_id, providerId),
        eq(domains.name, name),
        sql`${domains.status} not in ('transferred_away', 'cancelled', 'failed')`,
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** The latest domain row that a service provisions (a retried order item may have a failed one). */
export async function findDomainOfService(ctx: RequestContext, serviceId: string) {
  const [row] = await ctx.db
    .select()
    .from(domains)
    .where(and(eq(domains.service_id, serviceId), ownedByVisibleCompany(ctx, domains.company_id)))
    .orderBy(desc(domains.created_at))
    .limit(1)
  return row as OrderedDomainRow | undefined
}

export async function insertOrderedDomain(ctx: RequestContext, values: typeof domains.$inferInsert) {
  const [row] = await ctx.db.insert(domains).values(values).returning()
  if (!row) throw new Error('domain insert returned nothing')
  return row
}

/** Moves a domain the registrar is working on (status, process, expiry, error), whatever its version. */
export async function setOrderedDomain(
  ctx: RequestContext,
  id: string,
  values: Partial<Omit<typeof domains.$inferInsert, 'id'>>,
) {
  await ctx.db
    .update(domains)
    .set({ ...values, version: sql`${domains.version} + 1`, updated_at: new Date() })
    .where(and(eq(domains.id, id), ownedByVisibleCompany(ctx, domains.company_id)))
}
