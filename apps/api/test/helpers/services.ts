import { inArray } from 'drizzle-orm'
import type { Db } from '../../src/db/client.ts'
import { services } from '../../src/db/schema/index.ts'
import type { TestApp } from './testApp.ts'

type ServiceInput = Partial<typeof services.$inferInsert> & { company_id: string; name: string }

/** A service as checkout leaves it (active, monthly, € 10.00 at 21% unless told otherwise); its id. */
export async function insertService(t: TestApp, input: ServiceInput): Promise<string> {
  const [row] = await t.database.db
    .insert(services)
    .values({
      type: 'hosting.web',
      status: 'active',
      period: 'P1M',
      currency: 'EUR',
      price_minor: 1000,
      vat_rate_bp: 2100,
      ...input,
    })
    .returning({ id: services.id })
  if (!row) throw new Error('service insert returned nothing')
  return row.id
}

/**
 * The demo's domains and Microsoft subscriptions renew on dates seeded from the real today, whatever
 * clock a test or benchmark runs: a run that counts its own services moves them out of its window first.
 */
export async function leaveOutDemoRenewals(db: Db): Promise<void> {
  await db
    .update(services)
    .set({ next_due_date: '2099-01-01' })
    .where(inArray(services.type, ['domains.tld', 'microsoft']))
}
