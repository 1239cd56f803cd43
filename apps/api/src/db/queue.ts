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
  /**
   * Schedules the cron jobs and starts the workers (when this instance has them), once; never fails
   * (a worker that does not start is logged). The server calls it after it listens, so a start
   * answers its first request without waiting for every queue's workers.
   */
  work(): Promise<void>
  /** Stops the workers, after their start when it is under way. */
  stop(): Promise<void>
}

export const DEAD_LETTER = 'dead-letter'

/** How often a worker woken by NOTIFY still looks for jobs nobody announced (retries coming due). */
const BACKSTOP_SECONDS = 30

export type JobTuning = {
  retryDelay: number
  retryLimit: number
  /** How often every worker looks for jobs, wake-ups or not: retries and a second instance within a test. */
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
  // A new job wakes the workers through LISTEN/NOTIFY, sent when its transaction commits.
  notify: true,
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 600,
  deadLetter: DEAD_LETTER,
}

/**
 * Starts pg-boss on the app's database (its `pgboss` schema is created or migrated at start) and
 * creates the queues that do not exist yet: jobs can be sent once it returns. `work()` then schedules
 * the cron jobs in the provider's time zone and, unless `workers` is false, works the queues. Several
 * instances may run at once: pg-boss hands each job to one of them.
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
    // Workers wait for the database's NOTIFY instead of asking every queue every 2 s (26 queues times
    // four workers was 7 % of a core on an idle server); polling stays as a slow backstop.
    useListenNotify: opts.workers,
    ...(supervise
      ? {
          superviseIntervalSeconds: supervise.intervalSeconds,
          monitorIntervalSeconds: supervise.intervalSeconds,
        }
      : {}),
  })
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'))
  await boss.start()
  // One read of the queues instead of a locked create of each at every start: creating a queue that
  // exists changes nothing, so only the missing ones are created (the dead-letter queue first).
  const names = [DEAD_LETTER, ...opts.definitions.map((d) => d.name)]
  const existing = new Map((await boss.getQueues(names)).map((q) => [q.name, q]))
  if (!existing.has(DEAD_LETTER)) await boss.createQueue(DEAD_LETTER, { retentionSeconds: 30 * 86_400 })
  for (const def of opts.definitions) {
    const found = existing.get(def.name)
    if (!found) await boss.createQueue(def.name, queueOptions(def, opts.tuning))
    // Queues created before the wake-ups existed (an older database, a template) are switched over.
    else if (!found.notify) await boss.updateQueue(def.name, { notify: true })
  }

  const workerIds = new Map<string, string>()
  const wake = (name: string) => {
    const id = workerIds.get(name)
    if (id) boss.notifyWorker(id)
  }
  const wakeUps = new DelayedWakeUps(wake)
  let working: Promise<void> | undefined
  let stopping = false
  const queue: JobQueue = {
    async send(db, name, data, options) {
      const id = await boss.send(name, data, { ...options, db: onDrizzle(db) })
      if (options?.startAfter !== undefined) wakeUps.at(name, options.startAfter)
      return id
    },
    async retry(name, id) {
      await boss.retry(name, id)
      // pg-boss announces new jobs only: a job put back is picked up now, not at the next backstop.
      wake(name)
    },
    names: () => opts.definitions.map((d) => d.name),
    work: () => {
      working ??= opts.workers
        ? startWorkers().catch((err) => opts.log.error({ err }, 'job workers did not start'))
        : Promise.resolve()
      return working
    },
    stop: async () => {
      stopping = true
      wakeUps.clear()
      await working
      await boss.stop({ graceful: true, timeout: 10_000 })
    },
  }
  const env: JobEnv = { db: opts.database.db, platform: { ...opts.platform, jobs: queue }, queue }
  const startWorkers = async () => {
    for (const def of opts.definitions) {
      if (stopping) return
      await workOn(def)
      // Each queue's workers ask for jobs at once: requests (on PGlite, one connection) are served
      // between one queue's first asks and the next's, not after all of them.
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  const workOn = async (def: JobDefinition) => {
    if (def.schedule) {
      await boss.schedule(def.name, def.schedule.cron, def.schedule.data ?? {}, {
        tz: opts.platform.timeZone,
      })
    }
    const pollingIntervalSeconds = opts.tuning?.pollingIntervalSeconds ?? 2
    const options = {
      pollingIntervalSeconds,
      // With the wake-ups a worker polls only to catch what no NOTIFY announces: a retry coming due,
      // a job delayed by another instance. Tests that retry within a second keep polling as often.
      notifyPollingIntervalSeconds: opts.tuning?.pollingIntervalSeconds ?? BACKSTOP_SECONDS,
      localConcurrency: 4,
      includeMetadata: true,
    } as const
    const id = await boss.work(def.name, options, async (jobs) => {
      for (const job of jobs) await def.handler(env, job.data as object, job as JobWithMetadata<object>)
    })
    workerIds.set(def.name, id)
  }
  return queue
}

/**
 * A job sent with `startAfter` is announced when it is created, not when it comes due: the instance
 * that sent it wakes a worker of its queue at that moment, so a delayed step runs on time instead of
 * up to a backstop interval late. Only short delays get a timer; the backstop polling finds the rest.
 */
class DelayedWakeUps {
  private readonly timers = new Set<NodeJS.Timeout>()
  constructor(private readonly wake: (queue: string) => void) {}

  at(queue: string, startAfter: number | string | Date) {
    const due =
      typeof startAfter === 'number' ? Date.now() + startAfter * 1000 : new Date(startAfter).getTime()
    const delay = due - Date.now()
    if (!(delay >= 0 && delay <= MAX_TIMER_MS)) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      this.wake(queue)
    }, delay + 50)
    timer.unref()
    this.timers.add(timer)
  }

  clear() {
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }
}

const MAX_TIMER_MS = 3_600_000
