import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { claimDataDir } from '../src/db/backup/control.ts'
import { backupPglite, restorePglite } from '../src/db/backup/pglite.ts'
import { type Database, openDatabase } from '../src/db/client.ts'
import { seedDemo } from '../src/db/seed/demo.ts'
import { queryRows } from '../src/lib/sql.ts'
import { pgliteDump } from './helpers/templates.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-backup-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** Rows per table of the public schema: what a restore must give back. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    )
    counts[table_name] = row?.n ?? -1
  }
  return counts
}

const customerCount = async (database: Database) => (await rowCounts(database)).companies ?? Number.NaN

/** A data directory with the demo data (no server running on it) and its rows per table. */
async function seededDir(): Promise<{ dataDir: string; before: Record<string, number> }> {
  const dataDir = tempDir()
  // From the run's migrated template: the backup is under test here, not the migrations.
  const database = await openDatabase({ dataDir, from: pgliteDump('migrated') })
  await seedDemo(database.db, { issuer: 'http://127.0.0.1/oidc', withAccounts: false })
  const before = await rowCounts(database)
  await database.close()
  return { dataDir, before }
}

/** Opens the database in `dataDir` and checks that it holds `expected` rows per table. */
async function expectRowCounts(dataDir: string, expected: Record<string, number>) {
  const database = await openDatabase({ dataDir })
  expect(await rowCounts(database)).toEqual(expected)
  await database.close()
}

// security.md item 24: backups of the embedded database are consistent and restore.
describe.skipIf(process.env.TEST_DRIVER === 'postgres')(
  'PGlite backup and restore',
  { timeout: 240_000 },
  () => {
    it('the running server makes the dump; a restore gives back every row, and nothing written later', async () => {
      const dataDir = tempDir()
      const lock = await claimDataDir(dataDir, 'a test server')
      const database = await openDatabase({ dataDir, from: pgliteDump('migrated') })
      lock.serve({ dump: () => (database.dump as () => Promise<Uint8Array>)() })
      await seedDemo(database.db, { issuer: 'http://127.0.0.1/oidc', withAccounts: false })
      const atBackup = await rowCounts(database)
      expect(atBackup.companies).toBeGreaterThan(0)

      const { dump, from } = await backupPglite(dataDir)
      expect(from).toBe('server')
      await database.db.execute(
        sql`insert into companies (kind, name, lineage) select kind, name || ' (after the backup)', lineage from companies where kind = 'provider' limit 1`,
      )
      expect(await customerCount(database)).toBe((atBackup.companies ?? 0) + 1)
      await database.close()
      await lock.release()

      const restoredDir = tempDir()
      await restorePglite(restoredDir, dump)
      await expectRowCounts(restoredDir, atBackup)
    })

    it('without a server the backup opens the directory itself; a restore refuses while a server runs', async () => {
      const { dataDir, before } = await seededDir()
      const { dump, from } = await backupPglite(dataDir)
      expect(from).toBe('directory')

      const server = await claimDataDir(dataDir, 'a test server')
      await expect(restorePglite(dataDir, dump)).rejects.toThrow(/in use by a test server.*stop it/)
      await expect(claimDataDir(dataDir, 'a second server')).rejects.toThrow(/in use by a test server/)
      await server.release()

      const { keptAs } = await restorePglite(dataDir, dump)
      expect(keptAs).toMatch(/pglite\.before-restore-/)
      expect(readdirSync(dataDir)).toContain('pglite')
      await expectRowCounts(dataDir, before)
    })

    it('a damaged dump leaves the database as it was', async () => {
      const { dataDir, before } = await seededDir()
      await expect(restorePglite(dataDir, new TextEncoder().encode('not a dump'))).rejects.toThrow()
      await expectRowCounts(dataDir, before)
    })
  },
)
