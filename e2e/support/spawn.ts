import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/api/test/helpers/freePort.ts'

// What starts a portal server for the browser tests and needs no test runner: template.ts runs it
// under plain Node, before the browser stage.

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

/** The test servers' settings: on 127.0.0.1, quiet, without rate limits a test run would hit. */
export async function serverEnv(env: Record<string, string>, dataDir: string) {
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
 * Starts the compiled server as production does (`npm run serve`), in a process of its own, on
 * `env.DATA_DIR` or an empty DATA_DIR of its own: the run's first start (template.ts), and a start
 * from another build (`root`).
 */
export async function spawnPortal(
  env: Record<string, string> = {},
  options: { root?: string; readyWithinSeconds?: number } = {},
): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portico-e2e-'))
  const { baseUrl, env: childEnv } = await serverEnv(env, dataDir)
  // Liftoff's baseline code runs PGlite's WebAssembly as fast for a short-lived server, without
  // compiling it again in the background.
  const flags = ['--enable-source-maps', '--liftoff-only']
  const child: ChildProcess = spawn(process.execPath, [...flags, 'apps/api/dist/server.js'], {
    cwd: options.root ?? root,
    env: childEnv,
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
  const seconds = options.readyWithinSeconds ?? 110
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, dataDir, output: () => output, stop }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`server not ready after ${seconds} s: ${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}
