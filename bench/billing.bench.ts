import type { BillingDocument } from '@portico/contracts'
import { sql } from 'drizzle-orm'
import { queryRows } from '../apps/api/src/lib/sql.ts'
import { drawDocumentPdf } from '../apps/api/src/modules/billing/pdf.ts'
import { withBench } from './harness.ts'
import { row, verdict } from './lib.ts'

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
  return withBench({ adminUrl }, async (bench) => {
    const { label, db } = bench
    const { authorization } = await bench.signIn('admin@example.com', 'admin')
    const headers = { authorization, 'content-type': 'application/json' }
    const post = async (path: string, body?: unknown) => {
      const res = await fetch(`${bench.url}/api/v1${path}`, {
        method: 'POST',
        headers: body === undefined ? { authorization: headers.authorization } : headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${path} answered ${res.status}`)
      return (await res.json()) as { data: BillingDocument }
    }
    const customers = (await (await fetch(`${bench.url}/api/v1/customers`, { headers })).json()) as {
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
      db,
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
      await drawDocumentPdf(fifty, { accent_color: '#1c7ed6', logo_png: null, footer_text: null })
      if (i >= 10) times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const p = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(1)
    const sound = check?.n === DOCUMENTS && check.gaps === 0 && check.dupes === 0
    return [
      row(
        `issue, ${ISSUERS} concurrent issuers (${label})`,
        `${perSecond.toFixed(0)} documents/s | ${check?.n} issued, ${check?.gaps} gaps, ${check?.dupes} duplicates ${verdict(sound, 'FAILED')}`,
      ),
      row(`PDF of a 50-line invoice (${label})`, `p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`),
    ]
  })
}
