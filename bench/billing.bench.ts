import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BillingDocument } from '@portico/contracts'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/api/src/app.ts'
import { loadEnv } from '../apps/api/src/config/env.ts'
import { openDatabase } from '../apps/api/src/db/client.ts'
import { queryRows } from '../apps/api/src/lib/sql.ts'
import { renderDocumentPdf } from '../apps/api/src/modules/billing/pdf.ts'
import { loginEmbedded } from '../apps/api/test/helpers/oidcLogin.ts'
import { freePort } from '../apps/api/test/helpers/testApp.ts'
import { scratchDatabase } from './database.ts'
import { LIMITS_OFF } from './lib.ts'

const ISSUERS = 50
const DOCUMENTS = 500
const line = (i: number) => ({
  description: `Line ${i}`,
  quantity: '2',
  unit_price_minor: 1234 + i,
  vat_rate_bp: i % 2 ? 2100 : 900,
})

/** Documents issued per second by 50 concurrent issuers (checked for gaps and duplicates), PDF render time. */
export async function benchBilling(adminUrl?: string): Promise<string[]> {
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : undefined
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
  const port = await freePort()
  const env = loadEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...LIMITS_OFF,
  })
  const database = await openDatabase({ url: scratch?.url, dataDir: dir })
  const app = await buildApp(env, { database, logger: false })
  await app.listen({ port, host: '127.0.0.1' })
  const label = adminUrl ? 'PostgreSQL' : 'PGlite'
  try {
    const { access_token } = await loginEmbedded(env.PUBLIC_URL, 'admin@example.com', 'admin')
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' }
    const post = async (path: string, body?: unknown) => {
      const res = await fetch(`${env.PUBLIC_URL}/api/v1${path}`, {
        method: 'POST',
        headers: body === undefined ? { authorization: headers.authorization } : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${path} answered ${res.status}`)
      return (await res.json()) as { data: BillingDocument }
    }
    const customers = (await (await fetch(`${env.PUBLIC_URL}/api/v1/customers`, { headers })).json()) as {
      data: { id: string }[]
    }
    const customer_id = customers.data[0]?.id
    const queue: string[] = []
    for (let i = 0; i < DOCUMENTS; i++) {
      queue.push(
        (
          await post('/billing/documents', {
            kind: 'invoice',
            customer_id,
            lines: [line(1), line(2), line(3)],
          })
        ).data.id,
      )
    }
    const started = performance.now()
    await Promise.all(
      Array.from({ length: ISSUERS }, async () => {
        for (let id = queue.pop(); id; id = queue.pop()) await post(`/billing/documents/${id}/issue`)
      }),
    )
    const perSecond = DOCUMENTS / ((performance.now() - started) / 1000)
    const [check] = await queryRows<{ n: number; gaps: number; dupes: number }>(
      database.db,
      sql`select count(*)::int as n, (max(sequence) - min(sequence) + 1 - count(distinct sequence))::int as gaps,
        (count(*) - count(distinct number))::int as dupes from documents where kind = 'invoice' and status <> 'draft'`,
    )
    const fifty = (
      await post('/billing/documents', {
        kind: 'invoice',
        customer_id,
        lines: Array.from({ length: 50 }, (_, i) => line(i)),
      })
    ).data
    const times: number[] = []
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now()
      await renderDocumentPdf(database.db, fifty, customer_id ?? '')
      if (i >= 10) times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const p = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1)
    const sound = check?.n === DOCUMENTS && check.gaps === 0 && check.dupes === 0
    return [
      `${`issue, ${ISSUERS} concurrent issuers (${label})`.padEnd(34)} ${perSecond.toFixed(0)} documents/s | ${check?.n} issued, ${check?.gaps} gaps, ${check?.dupes} duplicates ${sound ? 'ok' : 'FAILED'}`,
      `${`PDF of a 50-line invoice (${label})`.padEnd(34)} p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`,
    ]
  } finally {
    await app.close()
    await database.close()
    await scratch?.drop()
    rmSync(dir, { recursive: true, force: true })
  }
}
