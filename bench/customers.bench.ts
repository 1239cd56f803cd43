import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import { loadEnv } from '../apps/api/src/config/env.ts'
import { type Db, openDatabase } from '../apps/api/src/db/client.ts'
import { companies } from '../apps/api/src/db/schema/index.ts'
import { seedCustomers } from '../apps/api/src/db/seed/customers.ts'
import { seedDemo } from '../apps/api/src/db/seed/demo.ts'
import { listCustomers } from '../apps/api/src/modules/customers/customers.repository.ts'
import { loginEmbedded } from '../apps/api/test/helpers/oidcLogin.ts'
import { addStaffMember } from '../apps/api/test/helpers/staff.ts'
import { freePort } from '../apps/api/test/helpers/testApp.ts'
import { scratchDatabase } from './database.ts'
import { load, ratioLine } from './lib.ts'

const CUSTOMERS = 100_000

/** Latency percentiles of `count` sequential requests. */
async function latencies(url: string, headers: Record<string, string>, count = 200) {
  const times: number[] = []
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now()
    const res = await fetch(url, { headers })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    if (i >= 20) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}

/** Customer list on 100,000 customers: throughput against a bare route, last page and search costs. */
export async function benchCustomers(adminUrl?: string): Promise<string[]> {
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : undefined
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
  const port = await freePort()
  const env = loadEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  })
  const database = await openDatabase({ url: scratch?.url, dataDir: dir })
  const { db } = database
  await seedDemo(db, { issuer: env.issuer, withAccounts: true })
  const [provider] = await db.select().from(companies).where(eq(companies.kind, 'provider'))
  if (!provider) throw new Error('no provider')
  await seedCustomers(db, provider.id, CUSTOMERS)
  await addStaffMember(db, {
    issuer: env.issuer,
    providerId: provider.id,
    email: 'bench@example.com',
    password: 'bench-staff',
    name: 'Bench',
  })

  const app = await buildApp(env, { database, logger: false })
  let ctx: Parameters<typeof listCustomers>[0] | undefined
  const query = { status: 'active', sort: 'number', order: 'asc', limit: 25 } as const
  app.get('/bench/customers-bare', async (_req, reply) =>
    reply
      .type('application/json')
      .send(JSON.stringify(await listCustomers(ctx ?? fail(), 'customer', query))),
  )
  app.addHook('onResponse', async (request) => {
    if (!ctx && request.ctx) ctx = request.ctx
  })
  await app.listen({ port, host: '127.0.0.1' })
  const label = adminUrl ? 'PostgreSQL' : 'PGlite'
  try {
    const tokens = await loginEmbedded(env.PUBLIC_URL, 'bench@example.com', 'bench-staff')
    const headers = { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' }
    const listUrl = `${env.PUBLIC_URL}/api/v1/customers?limit=25`
    await fetch(listUrl, { headers })
    const baseline = await load(`${env.PUBLIC_URL}/bench/customers-bare`)
    const full = await load(listUrl, headers)
    if (full.non2xx || full.errors)
      throw new Error(`list answered ${full.non2xx} non-2xx, ${full.errors} errors`)

    const lastPageCursor = await cursorOfLastPage(db, 25)
    const first = await latencies(listUrl, headers)
    const last = await latencies(`${listUrl}&cursor=${lastPageCursor}`, headers)
    const search = await latencies(`${listUrl}&q=systems%2054321`, headers)
    const lastRatio = last.p50 / first.p50
    const searchRatio = search.p95 / first.p95
    const verdict = (ok: boolean) => (ok ? 'ok' : 'ABOVE TARGET')
    return [
      ratioLine(`GET /customers, 100k (${label})`, full, baseline, 0.5),
      `${`last page p50 (${label})`.padEnd(34)} ${last.p50.toFixed(2)} ms vs first page ${first.p50.toFixed(2)} ms | ratio ${lastRatio.toFixed(2)} (target <= 1.5) ${verdict(lastRatio <= 1.5)}`,
      `${`selective search p95 (${label})`.padEnd(34)} ${search.p95.toFixed(2)} ms vs plain list ${first.p95.toFixed(2)} ms | ratio ${searchRatio.toFixed(2)} (target <= 3) ${verdict(searchRatio <= 3)}`,
    ]
  } finally {
    await app.close()
    await database.close()
    await scratch?.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}

function fail(): never {
  throw new Error('no request context captured yet')
}

/** The cursor that opens the last page, as a client walking every page would end up with. */
async function cursorOfLastPage(db: Db, pageSize: number): Promise<string> {
  const rows = await db
    .select({ number: companies.number, id: companies.id })
    .from(companies)
    .where(eq(companies.kind, 'customer'))
    .orderBy(companies.number)
  const before = rows[rows.length - pageSize - 1]
  if (!before) throw new Error('not enough rows')
  return Buffer.from(JSON.stringify({ v: before.number, id: before.id })).toString('base64url')
}
