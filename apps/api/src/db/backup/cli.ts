// `npm run backup -- FILE` and `npm run restore -- FILE` for the embedded database (PGlite in DATA_DIR).
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadEnv } from '../../config/env.ts'
import { backupPglite, restorePglite } from './pglite.ts'

const [command, file] = process.argv.slice(2)
const env = loadEnv()
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function fail(message: string): never {
  console.error(`${command ?? 'backup'}: ${message}`)
  process.exit(1)
}

if ((command !== 'backup' && command !== 'restore') || !file) fail('usage: npm run backup|restore -- FILE')
if (env.DATABASE_URL)
  fail('DATABASE_URL is set: back up PostgreSQL with pg_dump and pg_restore (docs/deploy.md)')
// npm runs scripts in the project root; a relative FILE means the directory the command was typed in.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file)

try {
  if (command === 'backup') {
    const { dump, from } = await backupPglite(env.DATA_DIR)
    writeFileSync(`${path}.partial`, dump)
    renameSync(`${path}.partial`, path)
    const source = from === 'server' ? 'dumped by the running server' : `read from ${env.DATA_DIR}`
    console.log(`backup: ${megabytes(dump.byteLength)} written to ${path} (${source})`)
  } else {
    const { keptAs } = await restorePglite(env.DATA_DIR, readFileSync(path))
    console.log(`restore: ${env.DATA_DIR} now holds the database from ${path}`)
    if (keptAs) console.log(`restore: the database it replaced is kept in ${keptAs}`)
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
