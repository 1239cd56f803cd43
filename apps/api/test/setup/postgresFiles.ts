import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** The first line of an API test file that runs on PostgreSQL too, followed by why. */
export const POSTGRES_MARK = '// @postgres:'

/**
 * The API test files that run on PostgreSQL as well as on PGlite: those that exercise what only a
 * real server does differently (several connections and instances, locks and concurrency, the
 * driver's type parsing). Every other file runs on PGlite, the database users run by default.
 * docs/testing.md lists them and says why.
 */
export function postgresFiles(apiRoot: string): string[] {
  return readdirSync(join(apiRoot, 'test'), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => readFileSync(file, 'utf8').startsWith(POSTGRES_MARK))
    .map((file) => relative(apiRoot, file))
}
