import { eq } from 'drizzle-orm'
import type { Env } from '../apps/api/src/config/env.ts'
import type { Db } from '../apps/api/src/db/client.ts'
import { users } from '../apps/api/src/db/schema/index.ts'
import { seedCustomers } from '../apps/api/src/db/seed/customers.ts'
import { addBenchStaff, BENCH_STAFF, demoProviderId, withBench } from './harness.ts'
import { latencies, row, verdict } from './lib.ts'
import { seedTickets } from './support.bench.ts'

/**
 * The header search over 100,000 customers and 50,000 tickets (plus the demo data of every other
 * kind) as a staff member, who sees everything: its p95 against the plain customer list's, same run.
 */
export async function benchSearch(adminUrl?: string): Promise<string[]> {
  const seed = async (db: Db, env: Env) => {
    const providerId = await demoProviderId(db)
    const [jane] = await db.select().from(users).where(eq(users.email, 'jane@example.com'))
    if (!jane) throw new Error('demo data missing')
    await seedCustomers(db, providerId, 100_000)
    await seedTickets(db, providerId, jane.id, 50_000)
    await addBenchStaff(db, env, providerId)
  }
  return withBench({ adminUrl, seed }, async (bench) => {
    const headers = await bench.signIn(BENCH_STAFF.email, BENCH_STAFF.password)
    const list = await latencies(`${bench.url}/api/v1/customers?limit=25`, headers)
    const rows = []
    for (const query of ['systems 54321', 'backup failed 4321']) {
      const url = `${bench.url}/api/v1/search?query=${encodeURIComponent(query)}`
      const found = (await (await fetch(url, { headers })).json()) as { data: unknown[] }
      if (found.data.length === 0) throw new Error(`the search for ${query} found nothing`)
      const search = await latencies(url, headers)
      const ratio = search.p95 / list.p95
      rows.push(
        row(
          `search "${query}" p95 (${bench.label})`,
          `${search.p95.toFixed(2)} ms vs customer list ${list.p95.toFixed(2)} ms | ratio ${ratio.toFixed(2)} (target <= 3) ${verdict(ratio <= 3)}`,
        ),
      )
    }
    return rows
  })
}
