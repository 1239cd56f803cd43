import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildApp } from '../../src/app.ts'
import { type Env, loadEnv } from '../../src/config/env.ts'
import { type Database, openDatabase } from '../../src/db/client.ts'
import { freePort } from './freePort.ts'
import { pgliteDump, type TemplateName, templateFor, templates } from './templates.ts'

export type TestApp = {
  app: FastifyInstance
  env: Env
  database: Database
  baseUrl: string
  close(): Promise<void>
}

export type TestDatabase = Database & {
  drop(): Promise<void>
  /** The same database as another instance sees it: its own pool on PostgreSQL, the same PGlite. */
  another(): Promise<Database>
  /** PostgreSQL only: its URL, for a server in another process. */
  url?: string
}

/**
 * A fresh database for one test file, cloned from one of the run's templates (templates.ts):
 * in-memory PGlite started from the template's dump, or, when the suite runs on PostgreSQL
 * (TEST_DRIVER=postgres), a copy of the template database on TEST_DATABASE_URL, dropped afterwards.
 * `migrated` (the default) has the schema and no rows.
 */
export async function openTestDatabase(template: TemplateName = 'migrated'): Promise<TestDatabase> {
  if (process.env.TEST_DRIVER !== 'postgres') {
    const database = await openDatabase({ dataDir: ':memory:', from: pgliteDump(template) })
    return {
      ...database,
      drop: async () => {},
      another: async () => ({ ...database, close: async () => {} }),
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL')
  const name = `portico_test_${randomBytes(6).toString('hex')}`
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templates()[template]}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), dataDir: '' })
  return {
    ...database,
    url: url.toString(),
    another: () => openDatabase({ url: url.toString(), dataDir: '' }),
    drop: async () => {
      await database.close()
      const again = new pg.Client({ connectionString: adminUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}

/**
 * The whole server on a real port (the IdP needs real redirects and cookies), seeded with demo data.
 * Files (PDFs, attachments) go to a temporary DATA_DIR that is removed afterwards.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  appOptions: Omit<AppOptions, 'database' | 'logger'> = {},
): Promise<TestApp> {
  const settings = await testEnv(overrides)
  const database = await openTestDatabase(templateFor(settings.env))
  return startOn(database, settings, appOptions, () => database.drop())
}

/**
 * Another instance of the server on the same database as `first` (its own pool on PostgreSQL), as
 * several instances behind a load balancer, or a restart, would run. Close it before `first`.
 */
export async function startTwinApp(
  first: TestApp,
  overrides: Record<string, string> = {},
  appOptions: Omit<AppOptions, 'database' | 'logger'> = {},
): Promise<TestApp> {
  const database = await (first.database as TestDatabase).another()
  return startOn(database, await testEnv(overrides), appOptions, () => database.close())
}

/**
 * The tests' environment: a free port, quiet logs, limits no test meets, and a temporary DATA_DIR
 * (files: PDFs, attachments) that `close` removes.
 */
async function testEnv(overrides: Record<string, string>): Promise<{ env: Env; dataDir: string }> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-test-'))
  const env = loadEnv({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    // Limits stay on (their code runs in every test) but high enough that no test meets them.
    RATE_LIMIT_USER_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_COMPANY_PER_MINUTE: '100000',
    ...overrides,
  })
  return { env, dataDir }
}

async function startOn(
  database: Database,
  { env, dataDir }: { env: Env; dataDir: string },
  appOptions: Omit<AppOptions, 'database' | 'logger'>,
  release: () => Promise<void>,
): Promise<TestApp> {
  // Logs stay off unless a test reads them (logStream).
  const app = await buildApp(env, {
    ...appOptions,
    database,
    logger: appOptions.logStream ? undefined : false,
  })
  await app.listen({ port: env.PORT, host: env.HOST })
  return {
    app,
    env,
    database,
    baseUrl: env.PUBLIC_URL,
    close: async () => {
      await app.close()
      await release()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
