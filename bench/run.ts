import { benchBilling } from './billing.bench.ts'
import { benchBundle } from './bundle.bench.ts'
import { benchCheckout } from './checkout.bench.ts'
import { benchColdStart } from './coldStart.bench.ts'
import { benchCustomers } from './customers.bench.ts'
import { benchDomainCheck } from './domains.bench.ts'
import { benchLimits } from './limits.bench.ts'
import { benchMe } from './me.bench.ts'
import { benchPayments } from './payments.bench.ts'
import { benchRecurring } from './recurring.bench.ts'
import { benchSearch } from './search.bench.ts'
import { benchTickets } from './support.bench.ts'
import { benchWeb } from './web.bench.ts'

/**
 * `npm run bench`: every figure is a ratio against a baseline measured in the same run.
 * PostgreSQL rows appear when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server.
 */
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
type Section = [string, () => Promise<string | string[]>]
/** A database section on PGlite, and on PostgreSQL too when a server is given. */
const onBoth = (name: string, run: (adminUrl?: string) => Promise<string | string[]>): Section[] => [
  [`${name}-pglite`, () => run()],
  ...(pgUrl ? [[`${name}-postgres`, () => run(pgUrl)] as Section] : []),
]
const sections: Section[] = [
  ...onBoth('me', benchMe),
  ...onBoth('customers', benchCustomers),
  ...onBoth('billing', benchBilling),
  ...onBoth('tickets', benchTickets),
  ...onBoth('search', benchSearch),
  ...onBoth('limits', benchLimits),
  ...onBoth('recurring', benchRecurring),
  ...onBoth('checkout', benchCheckout),
  ...onBoth('domains', benchDomainCheck),
  ...onBoth('payments', benchPayments),
  ['cold-start', benchColdStart],
  ['bundle', benchBundle],
  ['web', benchWeb],
]
const only = process.argv.slice(2)
console.log(`Portico benchmarks (${new Date().toISOString()}, node ${process.version})\n`)
for (const [name, run] of sections) {
  if (only.length && !only.includes(name)) continue
  console.log([await run()].flat().join('\n'))
}
process.exit(0)
