import { execFileSync, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '../apps/api/test/helpers/freePort.ts'
import { withScratchDir } from './harness.ts'
import { row, verdict } from './lib.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Milliseconds from spawning `npm run serve`'s command until /api/health answers 200. */
async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited during start')
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 25))
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

export function benchColdStart(): Promise<string> {
  execFileSync(process.execPath, ['scripts/build.ts'], { cwd: root, stdio: 'ignore' }) // a no-op when current
  return withScratchDir('portico-cold-', async (dir) => {
    const first = await startOnce(dir)
    const runs = [await startOnce(dir), await startOnce(dir), await startOnce(dir)].sort((a, b) => a - b)
    const median = runs[1] ?? 0
    return row(
      'cold start, existing data dir',
      `median ${(median / 1000).toFixed(2)} s (first start with seeding ${(first / 1000).toFixed(2)} s) ` +
        `(target < 3 s) ${verdict(median < 3000)}`,
    )
  })
}
