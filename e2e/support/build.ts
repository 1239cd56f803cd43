import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { spawnPortal } from './server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR as the compiled server's first start left it (migrated, demo data, IdP keys). */
    portalTemplate: string
    /** NODE_COMPILE_CACHE of the spec files' servers: the compiled server's code, compiled once per run. */
    compileCache: string
  }
}

/**
 * Vitest global setup: the specs run the compiled server, so build it first (a no-op when current),
 * then start it once on an empty DATA_DIR and stop it: every spec file's server starts from a copy
 * of that directory instead of migrating and seeding its own (server.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'inherit' })
  const template = mkdtempSync(join(tmpdir(), 'portico-e2e-template-'))
  const compileCache = mkdtempSync(join(tmpdir(), 'portico-e2e-compile-cache-'))
  const server = await spawnPortal({ DATA_DIR: template, NODE_COMPILE_CACHE: compileCache }, { fresh: true })
  await server.stop({ keepData: true })
  // A test server's database holds a few megabytes: PGlite zeroes its whole buffer pool at every
  // start, half a second of CPU for the default 128 MB (production keeps the default).
  appendFileSync(join(template, 'pglite', 'postgresql.auto.conf'), "shared_buffers = '32MB'\n")
  project.provide('portalTemplate', template)
  project.provide('compileCache', compileCache)
  return () => {
    for (const dir of [template, compileCache]) rmSync(dir, { recursive: true, force: true })
  }
}
