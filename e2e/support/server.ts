import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { freePort } from '@portico/api/test/helpers/freePort.ts'
import { inject } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type PortalServer = {
  baseUrl: string
  dataDir: string
  /** Stops the server and removes its DATA_DIR, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>
}

/** A server in a process of its own (`npm run serve`), with what it printed. */
export type ServerProcess = PortalServer & {
  /** What the server printed so far (start banner, log lines). */
  output(): string
}

/** Server settings that change what a first start writes: a server given one of them seeds its own data. */
const SEEDING = ['SEED_DEMO', 'SEED_DEMO_ORDERS', 'PROVIDER_TIME_ZONE', 'OIDC_ISSUER']

/** The test servers' settings: on 127.0.0.1, quiet, without rate limits a test run would hit. */
async function serverEnv(env: Record<string, string>, dataDir: string) {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  return {
    baseUrl,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      RATE_LIMIT_USER_PER_MINUTE: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_COMPANY_PER_MINUTE: '100000',
      // The carrier, MVNO and porting sandboxes move a step every 3 s instead of 15-20 s.
      SANDBOX_STEP_SECONDS: '3',
      ...env,
    } as Record<string, string>,
  }
}

/**
 * A DATA_DIR of the server's own: a copy of the run's template (build.ts), or an empty one when
 * `env` changes what a first start seeds.
 */
function dataDirFor(env: Record<string, string>, fresh: boolean): string {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portico-e2e-'))
  if (!fresh && !SEEDING.some((name) => name in env))
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
  const dataDir = dataDirFor(env, false)
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

/**
 * Starts the compiled server as production does (`npm run serve`), in a process of its own: the
 * run's first start (build.ts), and a start from another build (`root`).
 */
export async function spawnPortal(
  env: Record<string, string> = {},
  options: { root?: string; fresh?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = dataDirFor(env, Boolean(options.fresh || options.root))
  const { baseUrl, env: childEnv } = await serverEnv(env, dataDir)
  // Liftoff's baseline code runs PGlite's WebAssembly as fast for a short-lived server, without
  // compiling it again in the background, and the run's compile cache spares compiling the server.
  const flags = ['--enable-source-maps', '--liftoff-only']
  const child: ChildProcess = spawn(process.execPath, [...flags, 'apps/api/dist/server.js'], {
    cwd: options.root ?? root,
    env: { ...childEnv, NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? inject('compileCache') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => {
    output += d
  })
  child.stderr?.on('data', (d) => {
    output += d
  })
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true })
  }
  // A loaded machine can take a minute to start it; the hook timeout (vitest.config.ts) allows for that.
  const deadline = Date.now() + 110_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, dataDir, output: () => output, stop }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`server not ready after 110 s: ${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
