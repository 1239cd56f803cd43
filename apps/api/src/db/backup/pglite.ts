import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite, PGliteOptions } from '@electric-sql/pglite'
import { ask, claimDataDir, controlSocketPath, nobodyListens } from './control.ts'

/** The options every PGlite of Portico opens with (the extensions the migrations use). */
export async function pgliteOptions(): Promise<PGliteOptions> {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  return { extensions: { pg_trgm } }
}

export function pgliteDirectory(dataDir: string): string {
  return join(dataDir, 'pglite')
}

/**
 * A consistent copy of the whole database as a gzipped tarball of its data directory. It is taken
 * inside a transaction slot, so no other transaction is open, after a checkpoint, so the data files
 * hold every committed change; PGlite answers no other query while it writes the tarball.
 */
export async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  let tarball: Blob | undefined
  await client.transaction(async (tx) => {
    await tx.exec('checkpoint')
    tarball = await client.dumpDataDir('gzip')
  })
  if (!tarball) throw new Error('PGlite returned no dump')
  return new Uint8Array(await tarball.arrayBuffer())
}

/** From the running server when there is one, otherwise from the data directory (held meanwhile). */
export async function backupPglite(
  dataDir: string,
): Promise<{ dump: Uint8Array; from: 'server' | 'directory' }> {
  try {
    const reply = await ask(controlSocketPath(dataDir), { op: 'backup' })
    return { dump: new Uint8Array(reply.body), from: 'server' }
  } catch (error) {
    if (!nobodyListens(error)) throw error
  }
  if (!existsSync(join(pgliteDirectory(dataDir), 'PG_VERSION'))) throw new Error(`no database in ${dataDir}`)
  const lock = await claimDataDir(dataDir, 'a backup')
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const client = new PGlite(pgliteDirectory(dataDir), await pgliteOptions())
    try {
      return { dump: await dumpPglite(client), from: 'directory' }
    } finally {
      await client.close()
    }
  } finally {
    await lock.release()
  }
}

/**
 * Replaces the database in dataDir with a dump; the server must be stopped. The database it replaces
 * is kept beside it (pglite.before-restore-<time>) and put back when the dump does not open.
 */
export async function restorePglite(dataDir: string, dump: Uint8Array): Promise<{ keptAs?: string }> {
  mkdirSync(dataDir, { recursive: true })
  const lock = await claimDataDir(dataDir, 'a restore').catch((error: Error) => {
    throw new Error(`${error.message}: stop it before restoring`)
  })
  const target = pgliteDirectory(dataDir)
  const keptAs = existsSync(target)
    ? `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
    : undefined
  try {
    if (keptAs) renameSync(target, keptAs)
    const { PGlite } = await import('@electric-sql/pglite')
    const client = new PGlite(target, {
      ...(await pgliteOptions()),
      loadDataDir: new Blob([dump as Uint8Array<ArrayBuffer>]),
    })
    await client.query('select 1')
    await client.close()
    return { keptAs }
  } catch (error) {
    rmSync(target, { recursive: true, force: true })
    if (keptAs) renameSync(keptAs, target)
    throw error
  } finally {
    await lock.release()
  }
}
