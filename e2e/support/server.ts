import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { inject } from 'vitest'
import { type PortalServer, serverEnv } from './spawn.ts'

export type { PortalServer } from './spawn.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Server settings that change what a first start writes: a server given one of them seeds its own data. */
const SEEDING = ['SEED_DEMO', 'SEED_DEMO_ORDERS', 'PROVIDER_TIME_ZONE', 'OIDC_ISSUER']

/**
 * A DATA_DIR of the server's own: a copy of the run's template (template.ts), or an empty one when
 * `env` changes what a first start seeds.
 */
function dataDirFor(env: Record<string, string>): string {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portico-e2e-'))
  if (!SEEDING.some((name) => name in env))
    cpSync(inject('portalTemplate'), dataDir, { recursive: true, filter: (from) => !from.endsWith('.sock') })
  return dataDir
}

/**
 * What apps/api/dist/serve.js exports (apps/api/src/serve.ts), as far as the tests use it: the
 * compiled bundle has no types, and the server's own types do not compile against the DOM types
 * these specs use.
 */
type ServeModule = {
  loadEnv(source: Record<string, string>): object
  claimDataDir(dataDir: string, holder: string): Promise<object>
  serve(env: object, lock: object): Promise<{ close(): Promise<unknown> }>
}
let compiled: Promise<ServeModule> | undefined

/**
 * Starts the compiled server (apps/api/dist, as `npm run serve` runs it) inside this worker, on a
 * DATA_DIR of its own. A worker imports the server once for the spec files it runs one after
 * another (isolate: false, vitest.config.ts); each file still gets its own app on its own database.
 * A separate process cost a spec file about 3 s of CPU more: Node's start, importing the server,
 * compiling PGlite's WebAssembly (docs/testing.md).
 */
export async function startPortal(env: Record<string, string> = {}): Promise<PortalServer> {
  const dataDir = dataDirFor(env)
  const settings = await serverEnv(env, dataDir)
  compiled ??= import(pathToFileURL(join(root, 'apps/api/dist/serve.js')).href) as Promise<ServeModule>
  const { loadEnv, claimDataDir, serve } = await compiled
  const app = await serve(loadEnv(settings.env), await claimDataDir(dataDir, 'a browser test'))
  return {
    baseUrl: settings.baseUrl,
    dataDir,
    async stop({ keepData = false } = {}) {
      await app.close()
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
