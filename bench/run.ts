import { benchBilling } from './billing.bench.ts'
import { benchBundle } from './bundle.bench.ts'
import { benchColdStart } from './coldStart.bench.ts'
import { benchCustomers } from './customers.bench.ts'
import { benchMe } from './me.bench.ts'
import { benchTickets } from './support.bench.ts'

/**
 * `npm run bench`: every figure is a ratio against a baseline measured in the same run.
 * PostgreSQL rows appear when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server.
 */
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
type Section = [string, () => Promise<string | string[]>]
const sections: Section[] = [
  ['me-pglite', () => benchMe()],
  ...(pgUrl ? ([['me-postgres', () => benchMe(pgUrl)]] as Section[]) : []),
  ['customers-pglite', () => benchCustomers()],
  ...(pgUrl ? ([['customers-postgres', () => benchCustomers(pgUrl)]] as Section[]) : []),
  ['billing-pglite', () => benchBilling()],
  ...(pgUrl ? ([['billing-postgres', () => benchBilling(pgUrl)]] as Section[]) : []),
  ['tickets-pglite', () => benchTickets()],
  ...(pgUrl ? ([['tickets-postgres', () => benchTickets(pgUrl)]] as Section[]) : []),
  ['cold-start', benchColdStart],
  ['bundle', benchBundle],
]
const only = process.argv.slice(2)
console.log(`Portico benchmarks (${new Date().toISOString()}, node ${process.version})\n`)
for (const [name, run] of sections) {
  if (only.length && !only.includes(name)) continue
  console.log([await run()].flat().join('\n'))
}
process.exit(0)
