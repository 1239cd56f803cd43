import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/client.ts'
import { prepareDatabase } from '../../src/db/prepare.ts'
import { type DatabaseTemplates, templateEnv } from '../helpers/templates.ts'

/**
 * Vitest global setup (root config, once per run): migrates and seeds once, and every API test file
 * clones the result (helpers/templates.ts). Two templates per driver: `migrated` (the schema, no
 * rows) and `demo` (what a first start with the tests' environment writes: the demo data, the IdP's
 * keys, the system user). On PGlite they are dumps of the data directory in a temporary folder; on
 * PostgreSQL they are databases that `CREATE DATABASE … TEMPLATE` copies. Only the drivers of the
 * API projects that run are built.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const running = project.vitest.projects.map((p) => p.name)
  const drivers = (['pglite', 'postgres'] as const).filter((d) =>
    running.some((n) => n.startsWith(`api-${d}`)),
  )
  const built = await Promise.all(drivers.map((d) => (d === 'postgres' ? onPostgres() : onPglite())))
  project.provide(
    'databaseTemplates',
    Object.fromEntries(built.map((b) => [b.templates.driver, b.templates])),
  )
  return async () => {
    await Promise.all(built.map((b) => b.remove()))
  }
}

async function onPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'portico-templates-'))
  const database = await openDatabase({ dataDir: ':memory:' })
  const dump = async (name: string) => {
    if (!database.dump) throw new Error('PGlite gave no dump')
    const path = join(dir, `${name}.tar.gz`)
    writeFileSync(path, await database.dump())
    return path
  }
  try {
    // A test database holds a few megabytes: PGlite zeroes its whole buffer pool at every start,
    // and the default 128 MB took 0.5 s of each file's 0.8 s (the tests' servers only; from the
    // next start on, postgresql.auto.conf).
    await database.db.execute(sql`alter system set shared_buffers = '32MB'`)
    const migrated = await dump('migrated')
    await prepareDatabase(database.db, templateEnv())
    const demo = await dump('demo')
    const templates: DatabaseTemplates = { driver: 'pglite', migrated, demo }
    return { templates, remove: async () => rmSync(dir, { recursive: true, force: true }) }
  } finally {
    await database.close()
  }
}

async function onPostgres() {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL')
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const prefix = `portico_template_${randomBytes(4).toString('hex')}`
  const migrated = `${prefix}_migrated`
  const demo = `${prefix}_demo`
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString()
  const build = async (name: string, from: string | null, prepare: boolean) => {
    await admin.query(`CREATE DATABASE ${name}${from ? ` TEMPLATE ${from}` : ''}`)
    const database = await openDatabase({ url: urlOf(name), dataDir: '' })
    try {
      if (prepare) await prepareDatabase(database.db, templateEnv())
    } finally {
      await database.close()
    }
  }
  await build(migrated, null, false)
  await build(demo, migrated, true)
  await admin.end()
  const templates: DatabaseTemplates = { driver: 'postgres', migrated, demo }
  const remove = async () => {
    const again = new pg.Client({ connectionString: adminUrl })
    await again.connect()
    for (const name of [demo, migrated]) await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await again.end()
  }
  return { templates, remove }
}
