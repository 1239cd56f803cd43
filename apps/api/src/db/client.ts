import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { ConstructorOptions } from 'pg-boss'
import { dumpPglite, pgliteDirectory, pgliteOptions } from './backup/pglite.ts'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Database = {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Runs raw SQL on the same connection the app uses (benchmarks and health). */
  ping(): Promise<boolean>
  /** PGlite only: a consistent dump of the whole database (npm run backup). */
  dump?(): Promise<Uint8Array>
  close(): Promise<void>
  /** How the job queue (pg-boss) reaches this database: its own small pool, or the PGlite instance. */
  jobs: () => Promise<ConstructorOptions>
  /** PostgreSQL only: the pool's connections, for the metrics (PGlite has a single connection). */
  poolStats?: () => { total: number; idle: number; waiting: number }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * PostgreSQL when a URL is given, otherwise PGlite persisted under dataDir (':memory:' keeps it in
 * memory; `from` starts it from a dump of another PGlite, as the tests clone a template). Migrates
 * either way.
 */
export async function openDatabase(opts: { url?: string; dataDir: string; from?: Blob }): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir, opts.from)
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = (await import('pg')).default
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new Pool({ connectionString: url, max: 10 })
  // An idle connection that the server ends (restart, failover) must not crash the process:
  // the pool drops it and opens a new one for the next query.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`))
  const db = drizzle(pool, { schema })
  await migrate(db, { migrationsFolder })
  return {
    db,
    driver: 'postgres',
    ping: () => ping(db),
    jobs: async () => ({ connectionString: url, max: 4 }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

async function openPglite(dataDir: string, from?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const inMemory = dataDir === ':memory:'
  if (!inMemory) mkdirSync(dataDir, { recursive: true })
  const options = { ...(await pgliteOptions()), loadDataDir: from }
  const client = inMemory ? new PGlite(options) : new PGlite(pgliteDirectory(dataDir), options)
  await client.waitReady
  const db = drizzle(client, { schema })
  await migrate(db, { migrationsFolder })
  // PGlite has no autovacuum daemon: planner statistics for tables that have none yet (a first
  // start, a new migration) at start, and for every table every hour.
  await analyzeNew(client)
  const analyze = setInterval(() => void client.exec('analyze').catch(() => undefined), 3_600_000)
  analyze.unref()
  return {
    db,
    driver: 'pglite',
    ping: () => ping(db),
    jobs: async () => ({ db: (await import('pg-boss')).fromPglite(client), backend: 'pglite' }),
    dump: () => dumpPglite(client),
    close: async () => {
      clearInterval(analyze)
      await client.close()
    },
  }
}

/**
 * ANALYZE of the tables never analyzed (reltuples is -1 until then). A start on a database that
 * has its statistics skips the full ANALYZE, half a second of a 2-core machine's start.
 */
async function analyzeNew(client: PGlite) {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and c.reltuples < 0 and n.nspname not in ('pg_catalog', 'information_schema')`,
  )
  if (rows.length > 0) await client.exec(`analyze ${rows.map((r) => r.name).join(', ')}`)
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
