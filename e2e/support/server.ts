import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/api/test/helpers/freePort.ts'
import { inject } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type PortalServer = {
  baseUrl: string
  dataDir: string
  /** What the server printed so far (start banner, log lines). */
  output(): string
  /** Stops the server and removes its DATA_DIR, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>
}

/** Server settings that change what a first start writes: a server given one of them seeds its own data. */
const SEEDING = ['SEED_DEMO', 'SEED_DEMO_ORDERS', 'PROVIDER_TIME_ZONE', 'OIDC_ISSUER']

/**
 * Starts the portal as production does (`npm run serve`: the compiled server) on a DATA_DIR of its
 * own: a copy of the run's template (build.ts), or an empty one when `fresh`, when it runs another
 * build (`root`) or when `env` changes what a first start seeds.
 */
export async function startPortal(
  env: Record<string, string> = {},
  options: { root?: string; fresh?: boolean } = {},
): Promise<PortalServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portico-e2e-'))
  const fresh = options.fresh || options.root || SEEDING.some((name) => name in env)
  if (!fresh)
    cpSync(inject('portalTemplate'), dataDir, { recursive: true, filter: (from) => !from.endsWith('.sock') })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  // The CPU is what a browser run is short of. A test server lives a minute: Liftoff's baseline
  // code runs PGlite's WebAssembly as fast for that, without compiling it again in the background
  // (about 3 s of CPU per start), and the run's compile cache spares compiling the server's code.
  const flags = ['--enable-source-maps', '--liftoff-only']
  const child: ChildProcess = spawn(process.execPath, [...flags, 'apps/api/dist/server.js'], {
    cwd: options.root ?? root,
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
      NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE ?? inject('compileCache'),
      ...env,
    },
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
