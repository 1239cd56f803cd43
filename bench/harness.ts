import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../apps/api/src/app.ts'
import type { RequestContext } from '../apps/api/src/auth/context.ts'
import { type Env, loadEnv } from '../apps/api/src/config/env.ts'
import { type Database, type Db, openDatabase } from '../apps/api/src/db/client.ts'
import { companies } from '../apps/api/src/db/schema/index.ts'
import { seedDemo } from '../apps/api/src/db/seed/demo.ts'
import { freePort } from '../apps/api/test/helpers/freePort.ts'
import { loginEmbedded } from '../apps/api/test/helpers/oidcLogin.ts'
import { addStaffMember } from '../apps/api/test/helpers/staff.ts'
import { LIMITS_OFF, type LoadResult, load, ratioLine } from './lib.ts'

/** A throw-away database on the given server, so benchmarks never touch real data. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portico_bench_${randomBytes(6).toString('hex')}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** A temporary directory for `run`, removed afterwards. */
export async function withScratchDir<T>(prefix: string, run: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  try {
    return await run(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The demo provider, which seeded benchmark data belongs to. */
export async function demoProviderId(db: Db): Promise<string> {
  const [provider] = await db.select().from(companies).where(eq(companies.kind, 'provider'))
  if (!provider) throw new Error('the demo data has no provider')
  return provider.id
}

/** A provider staff member who is not a super-admin, so the visibility filter is really in play. */
export const BENCH_STAFF = { email: 'bench@example.com', password: 'bench-staff' }

export function addBenchStaff(db: Db, env: Env, providerId: string): Promise<void> {
  return addStaffMember(db, { issuer: env.issuerKey, providerId, ...BENCH_STAFF, name: 'Bench' })
}

export type BenchOptions = {
  /** A PostgreSQL server to make a scratch database on; without it, PGlite in a scratch directory. */
  adminUrl?: string
  /** Extra environment for the app (e.g. rate limit settings). */
  env?: Record<string, string>
  /** Fills the database after the demo data and before the app starts. */
  seed?: (db: Db, env: Env) => Promise<void>
  /**
   * The baseline: a bare route at `/bench/bare` in the same process, answering what this returns
   * (a string as it is, anything else as JSON). `bench.ctx()` is the request context of the first
   * request through the full stack, so the bare route can run the same repository function.
   */
  bare?: (bench: Bench) => unknown
}

export type Bench = {
  /** 'PGlite' or 'PostgreSQL', for the printed rows. */
  label: string
  env: Env
  db: Db
  database: Database
  app: FastifyInstance
  /** The app's address, e.g. http://127.0.0.1:1234. */
  url: string
  /** Bearer headers of an embedded-IdP account (the demo users, or one made in `seed`). */
  signIn(email: string, password: string): Promise<{ authorization: string; accept: string }>
  /** The request context captured from the first request that had one. */
  ctx(): RequestContext
  /** autocannon on `/bench/bare`, then on `path` with `headers` (which must all answer 2xx). */
  againstBare(
    path: string,
    headers: Record<string, string>,
  ): Promise<{ full: LoadResult; baseline: LoadResult }>
  /** `againstBare` as the printed ratio row: `name (label)` against the target ratio. */
  ratioAgainstBare(
    name: string,
    path: string,
    headers: Record<string, string>,
    target: number,
  ): Promise<string>
}

/** A benchmark instance's environment: on `port`, files in `dir`, silent, rate limits off unless `env` sets them. */
export function benchEnv(port: number, dir: string, env: Record<string, string> = {}): Env {
  return loadEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...LIMITS_OFF,
    ...env,
  })
}

/**
 * One app instance on a scratch database (PGlite or PostgreSQL) with the demo data, listening on a
 * free port, for the length of `run`; everything is removed afterwards.
 */
export async function withBench<T>(options: BenchOptions, run: (bench: Bench) => Promise<T>): Promise<T> {
  const scratch = options.adminUrl ? await scratchDatabase(options.adminUrl) : undefined
  try {
    return await withScratchDir('portico-bench-', async (dir) => {
      const port = await freePort()
      const env = benchEnv(port, dir, { ...(scratch ? { DATABASE_URL: scratch.url } : {}), ...options.env })
      const database = await openDatabase({ url: scratch?.url, dataDir: dir })
      try {
        await seedDemo(database.db, { issuer: env.issuerKey, withAccounts: true })
        await options.seed?.(database.db, env)
        const app = await buildApp(env, { database, logger: false })
        try {
          const bench = benchOf(options, env, database, app)
          await app.listen({ port, host: '127.0.0.1' })
          return await run(bench)
        } finally {
          await app.close()
        }
      } finally {
        await database.close()
      }
    })
  } finally {
    await scratch?.drop()
  }
}

function benchOf(options: BenchOptions, env: Env, database: Database, app: FastifyInstance): Bench {
  let captured: RequestContext | undefined
  app.addHook('onResponse', async (request) => {
    if (!captured && request.ctx) captured = request.ctx
  })
  const bench: Bench = {
    label: options.adminUrl ? 'PostgreSQL' : 'PGlite',
    env,
    db: database.db,
    database,
    app,
    url: env.PUBLIC_URL,
    async signIn(email, password) {
      const tokens = await loginEmbedded(env.PUBLIC_URL, email, password)
      return { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' }
    },
    ctx() {
      if (!captured) throw new Error('no request context captured yet')
      return captured
    },
    async againstBare(path, headers) {
      const baseline = await load(`${env.PUBLIC_URL}/bench/bare`)
      const full = await load(`${env.PUBLIC_URL}${path}`, headers)
      if (full.non2xx || full.errors)
        throw new Error(`${path} answered ${full.non2xx} non-2xx, ${full.errors} errors`)
      return { full, baseline }
    },
    async ratioAgainstBare(name, path, headers, target) {
      const { full, baseline } = await bench.againstBare(path, headers)
      return ratioLine(`${name} (${bench.label})`, full, baseline, target)
    },
  }
  const { bare } = options
  if (bare)
    app.get('/bench/bare', async (_request, reply) => {
      const body = await bare(bench)
      return reply.type('application/json').send(typeof body === 'string' ? body : JSON.stringify(body))
    })
  return bench
}
