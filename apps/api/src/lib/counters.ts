import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { queryRows } from './sql.ts'

/**
 * The next number of a series, gapless: the counter row is updated in the caller's transaction and
 * stays locked until it commits; a rolled-back transaction gives its number back.
 */
export async function nextNumber(
  ctx: { db: Db },
  companyId: string,
  series: string,
  period = 0,
): Promise<number> {
  return nextNumbers(ctx, companyId, series, period, 1)
}

/** `count` consecutive numbers of a series in one statement; returns the first. */
export async function nextNumbers(
  ctx: { db: Db },
  companyId: string,
  series: string,
  period: number,
  count: number,
): Promise<number> {
  const rows = await queryRows<{ value: number }>(
    ctx.db,
    sql`
    insert into counters (company_id, series, period, value) values (${companyId}, ${series}, ${period}, ${count})
    on conflict (company_id, series, period) do update set value = counters.value + ${count}
    returning value`,
  )
  const value = rows[0]?.value
  if (typeof value !== 'number') throw new Error('counter returned nothing')
  return value - count + 1
}
