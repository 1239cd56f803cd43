import {
  JOB_STATES,
  type Job,
  type JobListQuery,
  type JobQueueSummary,
  type JobState,
} from '@portico/contracts'
import { sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleJob } from '../../auth/visibility.ts'
import { queryRows } from '../../lib/sql.ts'

type JobRow = {
  id: string
  name: string
  state: JobState
  retry_count: number
  retry_limit: number
  data: Record<string, unknown> | null
  output: { message?: unknown } | null
  created_on: Date | string
  start_after: Date | string
  started_on: Date | string | null
  completed_on: Date | string | null
}

const selectJobs = sql`select id, name, state::text as state, retry_count, retry_limit, data, output, created_on,
  start_after, started_on, completed_on from pgboss.job where`

const iso = (d: Date | string) => new Date(d).toISOString()
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d))

const toJob = (r: JobRow): Job => ({
  id: r.id,
  queue: r.name,
  state: r.state,
  retry_count: r.retry_count,
  retry_limit: r.retry_limit,
  data: r.data ?? {},
  error: typeof r.output?.message === 'string' && r.state !== 'completed' ? r.output.message : null,
  created_at: iso(r.created_on),
  start_after: iso(r.start_after),
  started_at: isoOrNull(r.started_on),
  completed_at: isoOrNull(r.completed_on),
})

/** How many of the caller's jobs each queue holds, by state. */
export async function countJobs(ctx: RequestContext, queues: string[]): Promise<JobQueueSummary[]> {
  const rows = await queryRows<{ name: string; state: JobState; count: number }>(
    ctx.db,
    sql`select name, state::text as state, count(*)::int as count from pgboss.job where ${visibleJob(ctx)} group by name, state`,
  )
  const none = () => Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>
  const byQueue = new Map(queues.map((name) => [name, none()]))
  for (const row of rows) {
    const counts = byQueue.get(row.name) ?? none()
    counts[row.state] = row.count
    byQueue.set(row.name, counts)
  }
  return [...byQueue].map(([name, counts]) => ({ name, counts }))
}

/** The caller's jobs, newest first, with optional queue and state filters. */
export async function listJobs(ctx: RequestContext, query: JobListQuery): Promise<Job[]> {
  const conditions = [visibleJob(ctx)]
  if (query.queue) conditions.push(sql`name = ${query.queue}`)
  if (query.state) conditions.push(sql`state = ${query.state}::pgboss.job_state`)
  if (query.before) conditions.push(sql`created_on < ${query.before}::timestamptz`)
  const rows = await queryRows<JobRow>(
    ctx.db,
    sql`${selectJobs} ${sql.join(conditions, sql` and `)} order by created_on desc, id desc limit ${query.limit}`,
  )
  return rows.map(toJob)
}

/** One failed job of the caller's, or undefined. */
export async function findFailedJob(
  ctx: RequestContext,
  queue: string,
  id: string,
): Promise<Job | undefined> {
  const [row] = await queryRows<JobRow>(
    ctx.db,
    sql`${selectJobs} name = ${queue} and id = ${id}::uuid and state = 'failed' and ${visibleJob(ctx)}`,
  )
  return row && toJob(row)
}
