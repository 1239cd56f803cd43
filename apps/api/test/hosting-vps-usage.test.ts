import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { mailOutbox, vpsInstances, vpsSandboxVms, vpsTrafficSamples } from '../src/db/schema/index.ts'
import { collectVpsTraffic, monthTraffic } from '../src/modules/hosting/vpsUsage.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/**
 * Issue 13 (VPS): the hourly collector reads the counters once an hour, sums the traffic across a
 * restart (the counters start again at 0) and tells of 80% and 100% of the plan's traffic once each.
 */
let clock = new Date('2027-05-10T10:05:00Z')
const demo = useDemoApp({}, { now: () => clock })
const db = () => demo.t.database.db
const provider = () => demo.ids['Portico Demo Provider'] ?? ''
const context = () => systemContext({ db: db(), platform: demo.t.app.platform }, provider())
const collect = async () => collectVpsTraffic(await context(), provider())
const at = (time: string) => {
  clock = new Date(`2027-05-10T${time}:00Z`)
}
const RATE = 1_000_000
const NODE = 'pve-ams1'

describe('VPS traffic collector', () => {
  it('sums the hourly readings across a restart and alerts at 80% and 100% once each', async () => {
    await db()
      .insert(vpsSandboxVms)
      .values({
        node: NODE,
        vmid: 900,
        name: 'acme-collect',
        cores: 1,
        memory_mib: 1024,
        disk_gib: 20,
        template: 'DEBIAN',
        ip_addresses: ['192.0.2.90'],
        status: 'running',
        started_at: new Date('2027-05-10T09:05:00Z'),
        in_rate: RATE,
        out_rate: RATE,
      })
    const [row] = await db()
      .insert(vpsInstances)
      .values({
        provider_id: provider(),
        company_id: demo.ids['Acme B.V.'] ?? '',
        platform: 'sandbox',
        node: NODE,
        vmid: 900,
        name: 'acme-collect',
        plan: 'VPS-S',
        cores: 1,
        memory_bytes: 1024 ** 3,
        disk_bytes: 20 * 1024 ** 3,
        template: 'DEBIAN',
        status: 'active',
        traffic_limit_bytes: 12e9,
      })
      .returning()
    const id = row?.id ?? ''
    const month = async () => (await monthTraffic(await context(), [id])).get(id)
    const samples = () => db().$count(vpsTrafficSamples, eq(vpsTrafficSamples.vps_id, id))
    const alerts = () => db().select().from(mailOutbox).where(like(mailOutbox.subject, '%acme-collect%'))

    expect(await collect()).toBeGreaterThanOrEqual(1)
    expect(await month()).toBe(0)
    at('10:20')
    await collect()
    expect(await samples()).toBe(1)

    at('11:05')
    await collect()
    expect(await month()).toBe(7.2e9)
    // Restarted at 11:35: at 12:05 the counters show only the half hour since.
    await db()
      .update(vpsSandboxVms)
      .set({ started_at: new Date('2027-05-10T11:35:00Z') })
      .where(eq(vpsSandboxVms.vmid, 900))
    at('12:05')
    await collect()
    expect(await month()).toBe(10.8e9)
    expect((await alerts()).map((m) => m.subject)).toEqual(['VPS acme-collect: traffic at 80% of the limit'])
    at('13:05')
    await collect()
    expect(await month()).toBe(18e9)
    at('13:40')
    await collect()
    const told = (await alerts()).map((m) => m.subject).sort()
    expect(told).toEqual([
      'VPS acme-collect: traffic at 100% of the limit',
      'VPS acme-collect: traffic at 80% of the limit',
    ])
    expect(await samples()).toBe(4)
    const [after] = await db().select().from(vpsInstances).where(eq(vpsInstances.id, id))
    expect(after).toMatchObject({ traffic_alert: 100, power: 'running', ip_addresses: ['192.0.2.90'] })
  })
})
