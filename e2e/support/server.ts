import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@portico/api/test/helpers/freePort.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type PortalServer = {
  baseUrl: string
  dataDir: string
  /** What the server printed so far (start banner, log lines). */
  output(): string
  stop(): Promise<void>
}

/** Starts the portal as production does (`npm run serve`: the compiled server), on a fresh embedded database. */
export async function startPortal(
  env: Record<string, string> = {},
  options: { root?: string } = {},
): Promise<PortalServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
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
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    rmSync(dataDir, { recursive: true, force: true })
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
