import type { DashboardResponse } from '@portico/contracts'
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany, visibleCompany, visibleJob } from '../../auth/visibility.ts'
import {
  companies,
  customerAccounts,
  documents,
  domains,
  memberships,
  orders,
  services,
  tickets,
} from '../../db/schema/index.ts'
import { queryRows } from '../../lib/sql.ts'
import { documentScope } from '../billing/documents.repository.ts'

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

const countOf = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0)
const counted = sql<number>`count(*)::int`

/** Visible tickets not closed, and those of them past their resolution target at `now`. */
export async function ticketFigures(ctx: RequestContext, now: Date) {
  const [row] = await ctx.db
    .select({
      open: counted,
      breached: sql<number>`(count(*) filter (where ${tickets.resolution_due_at} < ${now.toISOString()}))::int`,
    })
    .from(tickets)
    .where(and(ownedByVisibleCompany(ctx, tickets.company_id), ne(tickets.status, 'closed')))
  return { open: Number(row?.open ?? 0), breached: Number(row?.breached ?? 0) }
}

/** Visible orders waiting for staff to approve them. */
export const countOrdersToApprove = (ctx: RequestContext) =>
  countOf(
    ctx.db
      .select({ n: counted })
      .from(orders)
      .where(and(ownedByVisibleCompany(ctx, orders.company_id), eq(orders.status, 'pending'))),
  )

/** The caller's provider's jobs that failed for good (staff only; nobody else has jobs). */
export const countFailedJobs = async (ctx: RequestContext) =>
  Number(
    (
      await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from pgboss.job where state = 'failed' and ${visibleJob(ctx)}`,
      )
    )[0]?.n ?? 0,
  )

/** Issued invoices still open in the caller's scope; `overdueOn`: only those due before that day. */
export const countOpenInvoices = (ctx: RequestContext, overdueOn?: string) =>
  countOf(
    ctx.db
      .select({ n: counted })
      .from(documents)
      .where(
        and(
          documentScope(ctx, ctx.isStaff ? 'staff' : 'customer'),
          eq(documents.kind, 'invoice'),
          sql`${documents.status} in ('issued', 'sent', 'partially_paid')`,
          overdueOn ? sql`${documents.due_date} < ${overdueOn}` : undefined,
        ),
      ),
  )

/**
 * The credit customers hold in EUR (paid or credited beyond their invoices): whoever keeps books
 * sees their customers' credit with them (staff the provider's, a reseller's admins the reseller's),
 * a company its own accounts. The two tiers never mix.
 */
export async function creditHeld(ctx: RequestContext): Promise<number> {
  const [row] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${customerAccounts.credit_minor}), 0)::bigint` })
    .from(customerAccounts)
    .where(
      and(
        eq(customerAccounts.currency, 'EUR'),
        ownedByVisibleCompany(ctx, customerAccounts.customer_id),
        ctx.issuerId ? eq(customerAccounts.issuer_id, ctx.issuerId) : undefined,
      ),
    )
  return Number(row?.total ?? 0)
}

/** Visible services that run (active or suspended). */
export const countRunningServices = (ctx: RequestContext) =>
  countOf(
    ctx.db
      .select({ n: counted })
      .from(services)
      .where(
        and(
          ownedByVisibleCompany(ctx, services.company_id),
          sql`${services.status} in ('active', 'suspended')`,
        ),
      ),
  )

/** Visible domains whose registration ends between the two days. */
export const countDomainsExpiring = (ctx: RequestContext, from: string, until: string) =>
  countOf(
    ctx.db
      .select({ n: counted })
      .from(domains)
      .where(
        and(
          ownedByVisibleCompany(ctx, domains.company_id),
          sql`${domains.expires_on} between ${from} and ${until}`,
        ),
      ),
  )
