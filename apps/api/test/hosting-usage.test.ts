import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import {
  hostingAccounts,
  hostingSandboxAccounts,
  hostingUsageDays,
  mailOutbox,
} from '../src/db/schema/index.ts'
import { alertStage, collectUsage } from '../src/modules/hosting/usage.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/** Issue 13: the daily collector keeps 90 days of usage and tells of 80% and 100% once per stage. */
let clock = new Date('2027-05-10T02:30:00Z')
const demo = useDemoApp({}, { now: () => clock })
const GB = 1024 ** 3
const DAY = 86_400_000
const db = () => demo.t.database.db
const provider = () => demo.ids['Portico Demo Provider'] ?? ''
const collect = async () =>
  collectUsage(await systemContext({ db: db(), platform: demo.t.app.platform }, provider()), provider())

/** An active Acme account whose panel disk starts at `startGb` and grows by `perDayGb` a day (5 GB limit). */
async function account(username: string, startGb: number, perDayGb: number) {
  await db()
    .insert(hostingSandboxAccounts)
    .values({
      username,
      domain: `${username}.nl`,
      email: `info@${username}.nl`,
      package: 'HOSTING-S',
      password_changed_at: clock,
      disk_start_bytes: Math.round(startGb * GB),
      disk_per_day_bytes: Math.round(perDayGb * GB),
      traffic_per_day_bytes: 0,
      created_at: clock,
    })
  const [row] = await db()
    .insert(hostingAccounts)
    .values({
      provider_id: provider(),
      company_id: demo.ids['Acme B.V.'] ?? '',
      panel: 'sandbox',
      username,
      domain: `${username}.nl`,
      package: 'HOSTING-S',
      status: 'active',
    })
    .returning()
  return row?.id ?? ''
}

const alertsTo = (domain: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${domain}%`))

describe('hosting usage collector', () => {
  it.each([
    [0, null, 0],
    [79, 100, 0],
    [80, 100, 80],
    [99.9, 100, 80],
    [100, 100, 100],
    [150, 100, 100],
    [10, 0, 0],
  ])('%j of %j is stage %j', (used, limit, stage) => {
    expect(alertStage(used, limit)).toBe(stage)
  })

  it('stores a day per run, tells 80% and 100% once each, and keeps 90 days', async () => {
    const id = await account('growing', 3.5, 0.25)
    expect(await collect()).toBeGreaterThanOrEqual(1)
    expect(await alertsTo('growing.nl')).toHaveLength(0)

    clock = new Date(clock.getTime() + 3 * DAY) // 4.25 GB of 5: 85%
    await collect()
    await collect() // the same day again: no second mail, one row for the day
    const eighty = await alertsTo('growing.nl')
    expect(eighty.map((m) => m.subject)).toEqual(['Web hosting growing.nl: disk space at 80% of the limit'])
    expect(eighty[0]?.text).toContain('4.3 GB of its 5.0 GB disk space limit')
    const [row] = await db().select().from(hostingAccounts).where(eq(hostingAccounts.id, id))
    expect(row?.disk_alert).toBe(80)

    clock = new Date(clock.getTime() + 4 * DAY) // 5.25 GB: over the limit
    await collect()
    const all = await alertsTo('growing.nl')
    expect(all.map((m) => m.subject)).toContain('Web hosting growing.nl: disk space at 100% of the limit')
    expect(all).toHaveLength(2)

    for (let day = 0; day < 95; day++) {
      clock = new Date(clock.getTime() + DAY)
      await collect()
    }
    const days = await db().select().from(hostingUsageDays).where(eq(hostingUsageDays.account_id, id))
    expect(days).toHaveLength(90)
    expect(days.every((d) => d.disk_limit_bytes === 5 * GB)).toBe(true)
    expect(await alertsTo('growing.nl')).toHaveLength(2)
  })

  it('lowers the stage when use falls, so the next rise is told again', async () => {
    const id = await account('shrinking', 4.5, 0)
    await collect()
    expect(await alertsTo('shrinking.nl')).toHaveLength(1)
    await db()
      .update(hostingSandboxAccounts)
      .set({ disk_start_bytes: GB })
      .where(eq(hostingSandboxAccounts.username, 'shrinking'))
    await collect()
    const [row] = await db().select().from(hostingAccounts).where(eq(hostingAccounts.id, id))
    expect(row?.disk_alert).toBe(0)
    await db()
      .update(hostingSandboxAccounts)
      .set({ disk_start_bytes: Math.round(4.2 * GB) })
      .where(eq(hostingSandboxAccounts.username, 'shrinking'))
    await collect()
    expect(await alertsTo('shrinking.nl')).toHaveLength(2)
    // Three runs on one day: one stored day, with the last run's values.
    const days = await db().select().from(hostingUsageDays).where(eq(hostingUsageDays.account_id, id))
    expect(days.map((d) => d.disk_bytes)).toEqual([Math.round(4.2 * GB)])
  })
})
