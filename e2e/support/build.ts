import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { startPortal } from './server.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR as the compiled server's first start left it (migrated, demo data, IdP keys). */
    portalTemplate: string
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
  const server = await startPortal({ DATA_DIR: template }, { fresh: true })
  await server.stop({ keepData: true })
  project.provide('portalTemplate', template)
  return () => rmSync(template, { recursive: true, force: true })
}
