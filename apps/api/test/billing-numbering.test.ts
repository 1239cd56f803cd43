// @postgres: gapless numbers under concurrent issues and a failure (docs/testing.md)
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../src/lib/sql.ts'
import { billing } from './helpers/billing.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/** security.md 19: 50 concurrent issues with injected failures give 1..N, no gaps, no duplicates. */
let calls = 0
const demo = useDemoApp(
  {},
  {
    // Every third issue dies after taking its number, inside the transaction.
    billingFault: () => {
      calls += 1
      if (calls % 3 === 0) throw new Error('injected failure after the number was taken')
    },
  },
)

describe('gapless numbering', () => {
  it('issues 50 invoices concurrently with failures: numbers 1..50, no gap, no duplicate', async () => {
    const staff = billing(demo.t, demo.tokens.admin.access_token)
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () => staff.draft(demo.ids['Resell IT B.V.'] ?? '')),
    )
    let pending = drafts.map((d) => d.id)
    let failures = 0
    for (let round = 0; pending.length && round < 20; round++) {
      const results = await Promise.all(pending.map(async (id) => ({ id, res: await staff.issue(id) })))
      failures += results.filter((r) => r.res.status === 500).length
      expect(results.every((r) => r.res.status === 200 || r.res.status === 500)).toBe(true)
      pending = results.filter((r) => r.res.status !== 200).map((r) => r.id)
    }
    expect(pending).toEqual([])
    expect(failures).toBeGreaterThan(10)
    const rows = await queryRows<{ sequence: number; number: string }>(
      demo.t.database.db,
      sql`select sequence, number from documents where kind = 'invoice' and status <> 'draft' order by sequence`,
    )
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(new Set(rows.map((r) => r.number)).size).toBe(50)
  })
})
