// @postgres: document dates at midnight in the provider's time zone (docs/testing.md)
import { addDays } from '@portico/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '../src/config/env.ts'
import { companies } from '../src/db/schema/index.ts'
import { billing } from './helpers/billing.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/** Issue 9 item 5: documents are dated in the provider's time zone, not in UTC. */
// 23:30 UTC on New Year's Eve is 00:30 on 1 January in Amsterdam (the default zone).
const demo = useDemoApp({}, { now: () => new Date('2026-12-31T23:30:00Z') })

describe('document dates in the provider time zone', () => {
  it('an invoice issued at 23:30 UTC on 31 December is dated 1 January, numbered and due in the new year', async () => {
    const staff = billing(demo.t, demo.tokens.admin.access_token)
    const draft = await staff.draft(demo.ids['Resell IT B.V.'] ?? '')
    const res = await staff.issue(draft.id)
    expect(res.status).toBe(200)
    const doc = res.body.data
    expect(doc.issue_date).toBe('2027-01-01')
    expect(doc.number).toBe('INV-2027-00001')
    const [customer] = await demo.t.database.db
      .select({ terms: companies.payment_terms_days })
      .from(companies)
      .where(eq(companies.id, demo.ids['Resell IT B.V.'] ?? ''))
    expect(customer?.terms).toBeGreaterThan(0)
    expect(doc.due_date).toBe(addDays('2027-01-01', customer?.terms ?? 0))
  })

  it('PROVIDER_TIME_ZONE must be an IANA zone', () => {
    expect(loadEnv({ PROVIDER_TIME_ZONE: 'Europe/Amsterdam' }).PROVIDER_TIME_ZONE).toBe('Europe/Amsterdam')
    expect(loadEnv({}).PROVIDER_TIME_ZONE).toBe('Europe/Amsterdam')
    expect(() => loadEnv({ PROVIDER_TIME_ZONE: 'Mars/Olympus' })).toThrow(/PROVIDER_TIME_ZONE/)
    expect(() => loadEnv({ PROVIDER_TIME_ZONE: '+01:00' })).toThrow(/PROVIDER_TIME_ZONE/)
  })
})
