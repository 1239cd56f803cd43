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
  const rows = await queryRows<{ value: number }>(
    ctx.db,
    sql`
    insert into counters (company_id, series, period, value) values (${companyId}, ${series}, ${period}, 1)
    on conflict (company_id, series, period) do update set value = counters.value + 1
    returning value`,
  )
  const value = rows[0]?.value
  if (typeof value !== 'number') throw new Error('counter returned nothing')
  return value
}
