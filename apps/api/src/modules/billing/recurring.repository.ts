import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import {
  auditLog,
  billingRuns,
  companies,
  documentLines,
  documents,
  servicePeriods,
  services,
} from '../../db/schema/index.ts'
import { queryRows, sqlArray, valueById } from '../../lib/sql.ts'

/** A service due for invoicing, with the party that pays for it and what it pays per period. */
export type DueService = {
  id: string
  name: string
  company_id: string
  product_id: string | null
  currency: string
  period: string
  amount_minor: number
  vat_rate_bp: number
  start_date: string
  next_due_date: string
  cancel_at: string | null
  billed_id: string
  /** A promotion's discount per period (direct sales only) and how many periods it lasts (null: for good). */
  discount_minor: number
  discount_periods: number | null
  /**
   * A reseller's sale (issue 25 item 9): the reseller that invoices its customer in the same run,
   * at its own price and with the customer's promotion; null when the provider sells directly.
   */
  resale: { issuer_id: string; amount_minor: number; discount_minor: number } | null
}

/**
 * Who pays for a service in the provider's run, and how much: its customer when the provider sells
 * directly, the reseller (at its purchase price) when a reseller sells it.
 */
const billing = (providerId: string) => ({
  billed: sql<string>`case when ${services.seller_id} is null or ${services.seller_id} = ${providerId} then ${services.company_id} else ${services.seller_id} end`,
  amount: sql<number>`case when ${services.seller_id} is null or ${services.seller_id} = ${providerId} then ${services.price_minor} else ${services.cost_minor} end`,
})

const dueConditions = (providerId: string, horizon: string) => {
  const { amount } = billing(providerId)
  return and(
    sql`${companies.lineage}[1] = ${providerId}`,
    inArray(services.status, ['active', 'suspended']),
    sql`${services.period} in ('P1M', 'P3M', 'P1Y', 'P2Y', 'P3Y')`,
    sql`${services.next_due_date} <= ${horizon}`,
    sql`(${services.cancel_at} is null or ${services.next_due_date} < ${services.cancel_at})`,
    sql`${amount} is not null`,
  )
}

/** The due-ness of services already picked by provider (inside the run's lock: another run may have advanced them). */
const stillDue = (providerId: string, horizon: string) =>
  and(
    inArray(services.status, ['active', 'suspended']),
    sql`${services.next_due_date} <= ${horizon}`,
    sql`(${services.cancel_at} is null or ${services.next_due_date} < ${services.cancel_at})`,
    sql`${billing(providerId).amount} is not null`,
  )

/**
 * The parties with services due by `horizon`, each with the ids of those services: one invoice per
 * party and currency, or several for a party with more than 50 due services (a reseller).
 */
export async function dueGroups(
  ctx: RequestContext,
  providerId: string,
  horizon: string,
): Promise<{ billed_id: string; currency: string; service_ids: string[] }[]> {
  const { billed } = billing(providerId)
  return queryRows(
    ctx.db,
    sql`select billed_id, currency, array_agg(id order by id) as service_ids from (
          select ${services.id} as id, ${billed} as billed_id, ${services.currency} as currency,
            (row_number() over (partition by ${billed}, ${services.currency} order by ${services.id}) - 1) / 50 as chunk
          from ${services} join ${companies} on ${companies.id} = ${services.company_id}
          where ${dueConditions(providerId, horizon)}) due
        group by billed_id, currency, chunk order by billed_id, currency, chunk`,
  )
}

/** The given services that are still due, locked until the caller's transaction ends. */
export async function lockDueServices(
  ctx: RequestContext,
  providerId: string,
  horizon: string,
  ids: string[],
): Promise<DueService[]> {
  const { billed, amount } = billing(providerId)
  const rows = await ctx.db
    .select({
      id: services.id,
      name: services.name,
      company_id: services.company_id,
      product_id: services.product_id,
      currency: services.currency,
      period: sql<string>`${services.period}`,
      amount_minor: sql<number>`(${amount})::bigint`.mapWith(Number),
      vat_rate_bp: sql<number>`coalesce(${services.vat_rate_bp}, 2100)`.mapWith(Number),
      start_date: sql<string>`coalesce(${services.start_date}, ${services.next_due_date})::text`,
      next_due_date: sql<string>`${services.next_due_date}::text`,
      cancel_at: sql<string | null>`${services.cancel_at}::text`,
      billed_id: billed,
      discount_minor:
        sql<number>`case when ${services.seller_id} is null or ${services.seller_id} = ${providerId} then ${services.discount_minor} else 0 end`.mapWith(
          Number,
        ),
      discount_periods: services.discount_periods,
      seller_id: services.seller_id,
      price_minor: services.price_minor,
      own_discount_minor: services.discount_minor,
    })
    .from(services)
    .where(and(inArray(services.id, ids), stillDue(providerId, horizon)))
    .orderBy(services.id)
    .for('update')
  return rows.map(({ seller_id, price_minor, own_discount_minor, ...row }) => ({
    ...row,
    resale:
      seller_id && seller_id !== providerId && price_minor !== null
        ? {
            issuer_id: seller_id,
            amount_minor: Number(price_minor),
            discount_minor: Number(own_discount_minor),
          }
        : null,
  }))
}

/** Records invoiced periods; returns how many were new (a period already recorded is not again). */
export async function claimPeriods(ctx: RequestContext, rows: (typeof servicePeriods.$inferInsert)[]) {
  if (rows.length === 0) return 0
  const inserted = await ctx.db
    .insert(servicePeriods)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: servicePeriods.service_id })
  return inserted.length
}

/**
 * Records invoiced periods in the ledger and moves each service's next due date past them, in one
 * statement; returns how many periods were new (fewer than given: another run got there first).
 */
export async function claimAndAdvance(
  ctx: RequestContext,
  claims: (typeof servicePeriods.$inferInsert)[],
  moves: { id: string; next: string; discountPeriods: number | null }[],
): Promise<number> {
  if (claims.length === 0) return 0
  const claimed = sql.join(
    claims.map(
      (c) =>
        sql`(${c.service_id}::uuid, ${c.period_start}::date, ${c.period_end}::date, ${c.billed_id}::uuid, ${c.document_id}::uuid, ${c.amount_minor}::bigint)`,
    ),
    sql`, `,
  )
  const ids = sqlArray(
    moves.map((m) => m.id),
    'uuid',
  )
  const next = valueById(
    services.id,
    moves.map((m) => [m.id, sql`${m.next}::date`] as const),
  )
  const left = valueById(
    services.id,
    moves.map((m) => [m.id, sql`${m.discountPeriods}::int`] as const),
  )
  const [row] = await queryRows<{ claimed: number }>(
    ctx.db,
    sql`with claimed as (
          insert into ${servicePeriods} (service_id, period_start, period_end, billed_id, document_id, amount_minor)
          values ${claimed} on conflict do nothing returning service_id),
        moved as (
          update ${services} set next_due_date = ${next}, discount_periods = ${left}, updated_at = now()
          where ${services.id} = any(${ids}) returning ${services.id})
        select (select count(*) from claimed)::int as claimed, (select count(*) from moved)::int as moved`,
  )
  return row?.claimed ?? 0
}

/**
 * Fresh planner statistics for the tables a run fills. The run grows them fast; with statistics
 * from when they were small, the cached plans of the line guard and the foreign-key checks scan
 * whole tables and each batch costs more than the last (PGlite has no autovacuum daemon at all).
 */
export async function refreshRunStatistics(ctx: RequestContext): Promise<void> {
  await ctx.db.execute(sql`analyze ${documents}, ${documentLines}, ${servicePeriods}, ${auditLog}`)
}

/** The providers (companies without a parent) whose services the daily run invoices. */
export async function providerIds(ctx: RequestContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.kind, 'provider'), sql`${companies.archived_at} is null`))
  return rows.map((r) => r.id)
}

/** Everyone who keeps books (issue 25 item 9): every provider and every reseller, with the provider above each. */
export async function issuers(ctx: RequestContext): Promise<{ id: string; provider_id: string }[]> {
  return ctx.db
    .select({ id: companies.id, provider_id: sql<string>`${companies.lineage}[1]` })
    .from(companies)
    .where(and(inArray(companies.kind, ['provider', 'reseller']), sql`${companies.archived_at} is null`))
}

/**
 * Logs a run as started. A run of the same queue job still `running` is one whose process died
 * (the job is retried only when its worker stopped heart-beating): it is marked interrupted.
 */
export async function startRun(
  ctx: RequestContext,
  providerId: string,
  runDate: string,
  jobId: string | null,
): Promise<string> {
  return ctx.transaction(async (tx) => {
    if (jobId) {
      await tx.db
        .update(billingRuns)
        .set({ status: 'interrupted', finished_at: new Date() })
        .where(
          and(
            eq(billingRuns.provider_id, providerId),
            eq(billingRuns.job_id, jobId),
            eq(billingRuns.status, 'running'),
          ),
        )
    }
    const [row] = await tx.db
      .insert(billingRuns)
      .values({ provider_id: providerId, run_date: runDate, job_id: jobId })
      .returning({ id: billingRuns.id })
    if (!row) throw new Error('run insert returned nothing')
    return row.id
  })
}

export async function finishRun(
  ctx: RequestContext,
  id: string,
  result: { periods: number; invoices: number; failures: { service_ids: string[]; error: string }[] },
  status: 'done' | 'failed' = 'done',
) {
  await ctx.db
    .update(billingRuns)
    .set({
      status,
      periods_invoiced: result.periods,
      invoices_created: result.invoices,
      failures: result.failures,
      finished_at: new Date(),
    })
    .where(eq(billingRuns.id, id))
}

/** The caller's provider's latest runs. */
export async function listRuns(ctx: RequestContext, limit = 30) {
  if (!ctx.providerId) return []
  return ctx.db
    .select()
    .from(billingRuns)
    .where(eq(billingRuns.provider_id, ctx.providerId))
    .orderBy(desc(billingRuns.started_at))
    .limit(limit)
}
