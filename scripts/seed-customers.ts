/**
 * Adds N demo customers to the provider of the configured database (DATABASE_URL or DATA_DIR):
 *   npm run seed:customers -- 100000
 */
import { eq } from 'drizzle-orm'
import { loadEnv } from '../apps/api/src/config/env.ts'
import { claimDataDir } from '../apps/api/src/db/backup/control.ts'
import { openDatabase } from '../apps/api/src/db/client.ts'
import { companies } from '../apps/api/src/db/schema/index.ts'
import { seedCustomers } from '../apps/api/src/db/seed/customers.ts'
import { seedDemo } from '../apps/api/src/db/seed/demo.ts'

const count = Number(process.argv[2] ?? 100_000)
if (!Number.isInteger(count) || count < 1) throw new Error('usage: npm run seed:customers -- <count>')
const env = loadEnv()
// PGlite: one process per DATA_DIR (fails while the server runs there).
const lock = env.DATABASE_URL ? undefined : await claimDataDir(env.DATA_DIR, 'seed:customers')
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
await seedDemo(database.db, { issuer: env.issuer, withAccounts: env.embeddedIdp })
const [provider] = await database.db.select().from(companies).where(eq(companies.kind, 'provider'))
if (!provider) throw new Error('no provider company')
const started = performance.now()
await seedCustomers(database.db, provider.id, count)
console.log(
  `added ${count} customers to ${provider.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
await database.close()
await lock?.release()
