import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnPortal } from './spawn.ts'

/** Written last: a directory without it is a template half made (its maker stopped or failed). */
const READY = '.template-ready'

/** Whether `dir` holds a finished template. */
export function isTemplate(dir: string): boolean {
  return existsSync(join(dir, READY))
}

/**
 * The browser specs' template DATA_DIR: the compiled server (it must be built) started once on an
 * empty directory, as production's first start does (migrated, demo data, IdP keys), and stopped.
 * Every spec file's server starts from a copy of it instead of migrating and seeding its own.
 */
export async function makeTemplate(dir: string): Promise<void> {
  const making = `${dir}.making`
  rmSync(making, { recursive: true, force: true })
  mkdirSync(making, { recursive: true })
  // Beside the unit tests at a lower priority (scripts/test.ts) it gets what CPU they leave: a first
  // start took more than 110 s there once, while other work ran on the machine.
  const server = await spawnPortal({ DATA_DIR: making }, { readyWithinSeconds: 600 })
  await server.stop({ keepData: true })
  // A test server's database holds a few megabytes: PGlite zeroes its whole buffer pool at every
  // start, half a second of CPU for the default 128 MB (production keeps the default).
  appendFileSync(join(making, 'pglite', 'postgresql.auto.conf'), "shared_buffers = '32MB'\n")
  writeFileSync(join(making, READY), '')
  rmSync(dir, { recursive: true, force: true })
  renameSync(making, dir)
}

// `npm run e2e:template <dir>` (scripts/test.ts runs it beside the unit tests, with
// PORTICO_E2E_TEMPLATE naming the directory the browser stage then starts from).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? process.env.PORTICO_E2E_TEMPLATE
  if (!dir) throw new Error('usage: node e2e/support/template.ts <dir> (or PORTICO_E2E_TEMPLATE)')
  await makeTemplate(resolve(dir))
}
