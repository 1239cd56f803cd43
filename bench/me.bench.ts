import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../apps/api/src/app.ts'
import { loadEnv } from '../apps/api/src/config/env.ts'
import { loginEmbedded } from '../apps/api/test/helpers/oidcLogin.ts'
import { freePort } from '../apps/api/test/helpers/testApp.ts'
import { scratchDatabase } from './database.ts'
import { LIMITS_OFF, load, ratioLine } from './lib.ts'

/** GET /api/v1/_me through the full stack next to a bare route returning the same JSON, same process. */
export async function benchMe(adminUrl?: string): Promise<string> {
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : undefined
  const databaseUrl = scratch?.url
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
  const port = await freePort()
  const env = loadEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...LIMITS_OFF,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  })
  const app = await buildApp(env, { logger: false })
  let sameJson = ''
  app.get('/bench/bare', async (_request, reply) => reply.type('application/json').send(sameJson))
  await app.listen({ port, host: '127.0.0.1' })
  try {
    const tokens = await loginEmbedded(env.PUBLIC_URL, 'jane@example.com', 'jane')
    const headers = { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' }
    sameJson = await (await fetch(`${env.PUBLIC_URL}/api/v1/_me`, { headers })).text()
    const baseline = await load(`${env.PUBLIC_URL}/bench/bare`)
    const full = await load(`${env.PUBLIC_URL}/api/v1/_me`, headers)
    if (full.non2xx || full.errors)
      throw new Error(`GET /_me answered ${full.non2xx} non-2xx, ${full.errors} errors`)
    return ratioLine(`GET /api/v1/_me (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, full, baseline, 0.5)
  } finally {
    await app.close()
    await scratch?.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}
