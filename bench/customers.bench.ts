import { eq } from 'drizzle-orm'
import type { Env } from '../apps/api/src/config/env.ts'
import type { Db } from '../apps/api/src/db/client.ts'
import { companies } from '../apps/api/src/db/schema/index.ts'
import { seedCustomers } from '../apps/api/src/db/seed/customers.ts'
import { listCustomers } from '../apps/api/src/modules/customers/customers.repository.ts'
import { addBenchStaff, BENCH_STAFF, type Bench, demoProviderId, withBench } from './harness.ts'
import { latencies, row, verdict } from './lib.ts'

const CUSTOMERS = 100_000

/** Customer list on 100,000 customers: throughput against a bare route, last page and search costs. */
export async function benchCustomers(adminUrl?: string): Promise<string[]> {
  const query = { status: 'active', sort: 'number', order: 'asc', limit: 25 } as const
  const seed = async (db: Db, env: Env) => {
    const providerId = await demoProviderId(db)
    await seedCustomers(db, providerId, CUSTOMERS)
    await addBenchStaff(db, env, providerId)
  }
  const bare = (bench: Bench) => listCustomers(bench.ctx(), 'customer', query)
  return withBench({ adminUrl, seed, bare }, async (bench) => {
    const { label } = bench
    const headers = await bench.signIn(BENCH_STAFF.email, BENCH_STAFF.password)
    const path = '/api/v1/customers?limit=25'
    const listUrl = `${bench.url}${path}`
    await fetch(listUrl, { headers })
    const throughput = await bench.ratioAgainstBare('GET /customers, 100k', path, headers, 0.5)

    const lastPageCursor = await cursorOfLastPage(bench.db, 25)
    const first = await latencies(listUrl, headers)
    const last = await latencies(`${listUrl}&cursor=${lastPageCursor}`, headers)
    const search = await latencies(`${listUrl}&q=systems%2054321`, headers)
    const lastRatio = last.p50 / first.p50
    const searchRatio = search.p95 / first.p95
    return [
      throughput,
      row(
        `last page p50 (${label})`,
        `${last.p50.toFixed(2)} ms vs first page ${first.p50.toFixed(2)} ms | ratio ${lastRatio.toFixed(2)} (target <= 1.5) ${verdict(lastRatio <= 1.5)}`,
      ),
      row(
        `selective search p95 (${label})`,
        `${search.p95.toFixed(2)} ms vs plain list ${first.p95.toFixed(2)} ms | ratio ${searchRatio.toFixed(2)} (target <= 3) ${verdict(searchRatio <= 3)}`,
      ),
    ]
  })
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
