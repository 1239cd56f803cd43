import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../apps/api/src/app.ts'
import { type Database, openDatabase } from '../apps/api/src/db/client.ts'
import { freePort } from '../apps/api/test/helpers/freePort.ts'
import { loginEmbedded } from '../apps/api/test/helpers/oidcLogin.ts'
import { benchEnv, scratchDatabase } from './harness.ts'
import { type LoadResult, load, ratioLine } from './lib.ts'

const LIMITS_ON = {
  // On, and counted on every request, but far above what one benchmark client sends.
  RATE_LIMIT_USER_PER_MINUTE: '1000000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000000',
  RATE_LIMIT_COMPANY_PER_MINUTE: '1000000000',
}
const ROUTES = ['/api/v1/customers?limit=25', '/api/v1/_me']

/**
 * The API with rate limits on against the same API with them off: two instances on one database in
 * the same process, the same user and token, the same routes. Each side runs twice (off, on, on, off)
 * so that warming up favours neither.
 */
export async function benchLimits(adminUrl?: string): Promise<string[]> {
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : undefined
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
  const label = adminUrl ? 'PostgreSQL' : 'PGlite'
  const first = await openDatabase({ url: scratch?.url, dataDir: dir })
  // PostgreSQL: each instance has its own pool, as separate processes would. PGlite: one database.
  const second = scratch ? await openDatabase({ url: scratch.url, dataDir: dir }) : first
  const started: { app: FastifyInstance; database: Database }[] = []
  const start = async (database: Database, limits: Record<string, string>) => {
    const port = await freePort()
    const env = benchEnv(port, dir, limits)
    const app = await buildApp(env, { database, logger: false })
    await app.listen({ port, host: '127.0.0.1' })
    started.push({ app, database })
    return env.PUBLIC_URL
  }
  try {
    const off = await start(first, {})
    const on = await start(second, LIMITS_ON)
    const { access_token } = await loginEmbedded(off, 'admin@example.com', 'admin')
    const headers = { authorization: `Bearer ${access_token}`, accept: 'application/json' }
    const lines: string[] = []
    for (const route of ROUTES) {
      const runs: Record<'off' | 'on', LoadResult[]> = { off: [], on: [] }
      for (const side of ['off', 'on', 'on', 'off'] as const) {
        const result = await load(`${side === 'on' ? on : off}${route}`, headers)
        if (result.non2xx || result.errors)
          throw new Error(`${route} (${side}) answered ${result.non2xx} non-2xx, ${result.errors} errors`)
        runs[side].push(result)
      }
      const name = `limits on/off ${route.split('?')[0]?.replace('/api/v1', '')} (${label})`
      lines.push(ratioLine(name, mean(runs.on), mean(runs.off), 0.9))
    }
    return lines
  } finally {
    for (const { app } of started) await app.close()
    if (second !== first) await second.close()
    await first.close()
    await scratch?.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

function mean(results: LoadResult[]): LoadResult {
  const avg = (pick: (r: LoadResult) => number) =>
    Math.round(results.reduce((sum, r) => sum + pick(r), 0) / results.length)
  return { rps: avg((r) => r.rps), p99: avg((r) => r.p99), errors: 0, non2xx: 0 }
}
