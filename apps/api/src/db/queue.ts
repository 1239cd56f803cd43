import { type SQL, sql } from 'drizzle-orm'
import { fromDrizzle, type JobWithMetadata, PgBoss, type Queue, type SendOptions } from 'pg-boss'
import type { Platform } from '../platform.ts'
import type { Database, Db } from './client.ts'

/** What a job handler receives: the database and the platform, never a request. */
export type JobEnv = { db: Db; platform: Platform; queue: JobQueue }

/**
 * One kind of work that happens later. An area declares its jobs in `<area>.jobs.ts`; the queue is
 * created at start with these options (retries with backoff, then the dead-letter queue). Handlers
 * must be safe to run twice: pg-boss delivers at least once.
 */
export type JobDefinition<T extends object = object> = {
  name: string
  options?: Omit<Queue, 'name' | 'deadLetter'>
  /** A cron schedule (5 fields) in the provider's time zone, and the data each run gets. */
  schedule?: { cron: string; data?: T }
  handler: (env: JobEnv, data: T, job: JobWithMetadata<T>) => Promise<void>
}

/** Every job's data names the provider it works for (null: the platform's own), so staff see only theirs. */
export type JobData = { providerId: string | null }

export type JobQueue = {
  /** Enqueues on `db`: inside the caller's transaction the job exists only if that transaction commits. */
  send<T extends JobData>(db: Db, name: string, data: T, options?: SendOptions): Promise<string | null>
  /** Puts a failed job back in its queue. */
  retry(name: string, id: string): Promise<void>
  /** Names of the queues this instance created. */
  names(): string[]
  stop(): Promise<void>
}

export const DEAD_LETTER = 'dead-letter'

export type JobTuning = {
  retryDelay: number
  retryLimit: number
  pollingIntervalSeconds: number
  /** How often a lost worker's jobs are failed over, and the heartbeat of queues that have one. */
  supervise?: { intervalSeconds: number; heartbeatSeconds: number }
}

/** A queue's options: the defaults, the definition's own, and in tests short fixed delays. */
function queueOptions(def: JobDefinition, tuning?: JobTuning): Omit<Queue, 'name'> {
  const options = { ...defaults, ...def.options }
  if (!tuning) return options
  const { retryDelayMax: _max, ...rest } = options
  const heartbeat =
    options.heartbeatSeconds && tuning.supervise
      ? { heartbeatSeconds: tuning.supervise.heartbeatSeconds }
      : {}
  return {
    ...rest,
    ...heartbeat,
    retryDelay: tuning.retryDelay,
    retryLimit: tuning.retryLimit,
    retryBackoff: false,
  }
}

/** pg-boss's SQL on a drizzle handle: inside a transaction when `db` is one. */
const onDrizzle = (db: Db) =>
  fromDrizzle({ execute: (query) => db.execute(query as SQL) as Promise<{ rows: unknown[] }> }, sql)

const defaults: Omit<Queue, 'name'> = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 600,
  deadLetter: DEAD_LETTER,
}

/**
 * Starts pg-boss on the app's database (its `pgboss` schema is created or migrated at start), creates
 * every queue, schedules the cron jobs in the provider's time zone and, unless `workers` is false,
 * works the queues. Several instances may run at once: pg-boss hands each job to one of them.
 */
export async function startJobQueue(opts: {
  database: Database
  platform: Omit<Platform, 'jobs'>
  definitions: JobDefinition[]
  workers: boolean
  /** Tests only: short retry delays and polling, so retries happen within a test. */
  tuning?: JobTuning
  log: { error: (obj: object, msg: string) => void }
}): Promise<JobQueue> {
  const supervise = opts.tuning?.supervise
  const boss = new PgBoss({
    ...(await opts.database.jobs()),
    schedule: opts.workers,
    ...(supervise
      ? {
          superviseIntervalSeconds: supervise.intervalSeconds,
          monitorIntervalSeconds: supervise.intervalSeconds,
        }
      : {}),
  })
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'))
  await boss.start()
  await boss.createQueue(DEAD_LETTER, { retentionSeconds: 30 * 86_400 })
  for (const def of opts.definitions) await boss.createQueue(def.name, queueOptions(def, opts.tuning))

  const queue: JobQueue = {
    async send(db, name, data, options) {
      return boss.send(name, data, { ...options, db: onDrizzle(db) })
    },
    async retry(name, id) {
      await boss.retry(name, id)
    },
    names: () => opts.definitions.map((d) => d.name),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  }
  if (!opts.workers) return queue

  const env: JobEnv = { db: opts.database.db, platform: { ...opts.platform, jobs: queue }, queue }
  for (const def of opts.definitions) {
    if (def.schedule) {
      await boss.schedule(def.name, def.schedule.cron, def.schedule.data ?? {}, {
        tz: opts.platform.timeZone,
      })
    }
    const pollingIntervalSeconds = opts.tuning?.pollingIntervalSeconds ?? 2
    const options = { pollingIntervalSeconds, localConcurrency: 4, includeMetadata: true } as const
    await boss.work(def.name, options, async (jobs) => {
      for (const job of jobs) await def.handler(env, job.data as object, job as JobWithMetadata<object>)
    })
  }
  return queue
}
