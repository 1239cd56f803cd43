import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import {
  companies,
  domainReminders,
  domainRenewals,
  domains,
  domainTlds,
  servicePeriods,
} from '../../db/schema/index.ts'
import { findRow, lockRow } from '../../lib/sql.ts'

export type RenewalRow = typeof domainRenewals.$inferSelect
type RenewalChange = Partial<
  Pick<RenewalRow, 'status' | 'kind' | 'process_id' | 'error' | 'document_id' | 'price_minor'>
>

/** Renewals of domains the caller may see. */
const visibleRenewal = (ctx: RequestContext) =>
  sql`${domainRenewals.domain_id} in (select ${domains.id} from ${domains} where ${ownedByVisibleCompany(ctx, domains.company_id)})`

/** A domain's renewal of the term from `termStart`, locked until the caller's transaction ends. */
export const lockRenewal = (ctx: RequestContext, domainId: string, termStart: string) =>
  lockRow(
    ctx.db,
    domainRenewals,
    eq(domainRenewals.domain_id, domainId),
    eq(domainRenewals.term_start, termStart),
    visibleRenewal(ctx),
  )

export const findRenewalById = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, domainRenewals, eq(domainRenewals.id, id), visibleRenewal(ctx))

/** Records a term's renewal once: the row as it is afterwards (the first writer's). */
export async function claimRenewal(ctx: RequestContext, values: typeof domainRenewals.$inferInsert) {
  await ctx.db.insert(domainRenewals).values(values).onConflictDoNothing()
  return lockRenewal(ctx, values.domain_id, values.term_start)
}

/** Moves a renewal on; with `from`, only when it is in that state still (false when someone was first). */
export async function setRenewal(
  ctx: RequestContext,
  id: string,
  change: RenewalChange,
  from?: RenewalRow['status'],
): Promise<boolean> {
  const rows = await ctx.db
    .update(domainRenewals)
    .set({ ...change, updated_at: new Date() })
    .where(
      and(eq(domainRenewals.id, id), from ? eq(domainRenewals.status, from) : undefined, visibleRenewal(ctx)),
    )
    .returning({ id: domainRenewals.id })
  return rows.length > 0
}

/** The renewals an invoice pays (a restore's own invoice). */
export async function renewalsOfDocument(ctx: RequestContext, documentId: string) {
  return ctx.db
    .select()
    .from(domainRenewals)
    .where(and(eq(domainRenewals.document_id, documentId), visibleRenewal(ctx)))
}

/** The newest renewal of each of some domains (for their pages). */
export async function latestRenewals(ctx: RequestContext, domainIds: string[]) {
  if (domainIds.length === 0) return []
  return ctx.db
    .selectDistinctOn([domainRenewals.domain_id])
    .from(domainRenewals)
    .where(and(inArray(domainRenewals.domain_id, domainIds), visibleRenewal(ctx)))
    .orderBy(domainRenewals.domain_id, sql`${domainRenewals.term_start} desc`)
}

/** The invoice that billed a service's period from `start` (the recurring run's renewal invoice). */
export async function invoiceOfPeriod(ctx: RequestContext, serviceId: string, start: string) {
  const [row] = await ctx.db
    .select({ document_id: servicePeriods.document_id })
    .from(servicePeriods)
    .where(and(eq(servicePeriods.service_id, serviceId), eq(servicePeriods.period_start, start)))
  return row?.document_id ?? null
}

/** A TLD's restore prices (by currency) at a provider. */
export async function restorePricesOf(ctx: RequestContext, providerId: string, tld: string) {
  const [row] = await ctx.db
    .select({ prices: domainTlds.restore_prices })
    .from(domainTlds)
    .where(and(eq(domainTlds.provider_id, providerId), eq(domainTlds.tld, tld)))
  return (row?.prices ?? []) as Array<{ currency: string; price_minor: number }>
}

/** A provider's registered domains (the daily sync), or the one of that name, with their TLD's windows and company. */
export async function registeredDomains(ctx: RequestContext, providerId: string, name?: string) {
  return ctx.db
    .select({
      row: domains,
      company: { name: companies.name, email: companies.billing_email, language: companies.language },
      tld: {
        kind: domainTlds.kind,
        grace_days: domainTlds.grace_days,
        redemption_days: domainTlds.redemption_days,
        pending_delete_days: domainTlds.pending_delete_days,
      },
    })
    .from(domains)
    .innerJoin(companies, eq(companies.id, domains.company_id))
    .leftJoin(
      domainTlds,
      and(eq(domainTlds.provider_id, domains.provider_id), eq(domainTlds.tld, domains.tld)),
    )
    .where(
      and(
        eq(domains.provider_id, providerId),
        name ? eq(domains.name, name) : undefined,
        inArray(domains.status, ['active', 'grace', 'redemption', 'quarantine', 'expired']),
        isNotNull(domains.expires_on),
        ownedByVisibleCompany(ctx, domains.company_id),
      ),
    )
    .orderBy(asc(domains.expires_on))
}

/** Records an expiry reminder once; false when it was recorded already (sent by an earlier run). */
export async function claimReminder(
  ctx: RequestContext,
  domainId: string,
  expiresOn: string,
  daysBefore: number,
) {
  const rows = await ctx.db
    .insert(domainReminders)
    .values({ domain_id: domainId, expires_on: expiresOn, days_before: daysBefore })
    .onConflictDoNothing()
    .returning({ id: domainReminders.domain_id })
  return rows.length > 0
}

/** A domain's newest renewal, locked until the caller's transaction ends. */
export async function lockLatestRenewal(ctx: RequestContext, domainId: string) {
  const [row] = await ctx.db
    .select()
    .from(domainRenewals)
    .where(and(eq(domainRenewals.domain_id, domainId), visibleRenewal(ctx)))
    .orderBy(sql`${domainRenewals.term_start} desc`)
    .limit(1)
    .for('update')
  return row
}

/** The language a company reads its documents in. */
export async function languageOf(ctx: RequestContext, companyId: string): Promise<'en' | 'nl'> {
  const [row] = await ctx.db
    .select({ language: companies.language })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row?.language === 'nl' ? 'nl' : 'en'
}
