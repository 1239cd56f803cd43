import { addDays, todayIn } from '@portico/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../client.ts'
import {
  catalogProducts,
  connectivitySandboxOrders,
  internetLineEvents,
  internetLines,
  mobileSims,
  mobileSimUsage,
  voipNumbers,
  voipTrunks,
} from '../schema/index.ts'

/** The sandbox address of the demo lines (1012AB: fibre and copper, see carrier/fixtures.ts). */
export const DEMO_LINE_ADDRESS = { postcode: '1012AB', house_number: 1 } as const

/** Two weeks from today: the wish date of the demo's line still on order. */
export const demoWishDate = (ctx: Pick<RequestContext, 'platform'>) =>
  addDays(todayIn(ctx.platform.timeZone, ctx.platform.now()), 14)

const DAY = 86_400_000

/**
 * The internet packages are provisioned by the carrier (`connectivity` adapter), and Acme has a fibre
 * line delivered a month ago at the sandbox carrier: its whole timeline, submitted to active.
 */
export async function seedConnectivity(db: Db, providerId: string, acmeId: string, now: Date): Promise<void> {
  await db
    .update(catalogProducts)
    .set({ adapter: 'connectivity' })
    .where(
      and(
        eq(catalogProducts.provider_id, providerId),
        inArray(catalogProducts.code, ['FIBER-500', 'FIBER-1000', 'VDSL-100']),
      ),
    )
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY)
  const day = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10)
  const [line] = await db
    .insert(internetLines)
    .values({
      provider_id: providerId,
      company_id: acmeId,
      postcode: '1012AB',
      house_number: 12,
      street: 'Damrak',
      city: 'Amsterdam',
      package_code: 'FIBER-1000',
      carrier: 'KPN',
      technology: 'fiber',
      down_mbps: 1000,
      up_mbps: 1000,
      wish_date: day(32),
      planned_date: day(30),
      status: 'active',
      carrier_order_id: 'SBX-DEMO0001',
      carrier_mode: 'sandbox',
      created_at: at(40),
    })
    .returning({ id: internetLines.id })
  if (!line) return
  await db.insert(connectivitySandboxOrders).values({
    id: 'SBX-DEMO0001',
    package_code: 'FIBER-1000',
    postcode: '1012AB',
    house_number: 12,
    wish_date: day(32),
    planned_date: day(30),
    status: 'active',
    reference: line.id,
    created_at: at(40),
  })
  await db.insert(internetLineEvents).values([
    { line_id: line.id, status: 'submitted', at: at(40) },
    { line_id: line.id, status: 'planned', planned_date: day(30), at: at(38) },
    { line_id: line.id, status: 'delivered', at: at(30) },
    { line_id: line.id, status: 'active', at: at(30) },
  ])
}

/** number, ICCID, state, bundle (code, MB), data limit MB, this month's use [MB, minutes, SMS]. */
type DemoSim = [
  string,
  string,
  'TEST' | 'LIVE' | 'OFFLINE',
  string,
  number,
  number | null,
  [number, number, number],
]

// biome-ignore format: one SIM per row
const SIMS: Record<'acme' | 'globex', DemoSim[]> = {
  acme: [
    ['+31612345001', '8931440400012345001', 'LIVE', 'MOBILE-20GB', 20_480, null, [6_820, 312, 14]],
    ['+31612345002', '8931440400012345002', 'LIVE', 'MOBILE-5GB', 5_120, 4_096, [3_950, 95, 3]],
    ['+31612345003', '8931440400012345003', 'OFFLINE', 'MOBILE-5GB', 5_120, null, [0, 0, 0]],
    ['+31612345004', '8931440400012345004', 'TEST', 'MOBILE-5GB', 5_120, null, [12, 0, 1]],
  ],
  globex: [['+31687654001', '8931440400087654001', 'LIVE', 'MOBILE-20GB', 20_480, null, [11_200, 540, 22]]],
}

/** Acme's and Globex's SIM cards at the sandbox MVNO, with three months of use. */
export async function seedMobile(
  db: Db,
  providerId: string,
  companyIds: Record<'acme' | 'globex', string>,
  now: Date,
) {
  const month = (back: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
    return d.toISOString().slice(0, 7)
  }
  for (const company of ['acme', 'globex'] as const) {
    for (const [msisdn, iccid, state, bundle, bundleMb, limit, [data, voice, sms]] of SIMS[company]) {
      const [sim] = await db
        .insert(mobileSims)
        .values({
          provider_id: providerId,
          company_id: companyIds[company],
          iccid,
          imsi: `20404${iccid.slice(-10)}`,
          msisdn,
          state,
          bundle,
          bundle_data_mb: bundleMb,
          data_limit_mb: limit,
          mvno_mode: 'sandbox',
        })
        .returning({ id: mobileSims.id })
      if (!sim) continue
      // Earlier months used a little more than this one so far.
      await db.insert(mobileSimUsage).values(
        [0, 1, 2].map((back) => ({
          sim_id: sim.id,
          month: month(back),
          data_mb: back === 0 ? data : Math.round(data * (1.2 + back / 10)),
          voice_minutes: back === 0 ? voice : Math.round(voice * 1.3),
          sms: back === 0 ? sms : sms + back,
        })),
      )
    }
  }
}

/** Acme's SIP trunk with its numbers (one block of Amsterdam numbers), and Globex's. */
export async function seedVoip(db: Db, providerId: string, companyIds: Record<'acme' | 'globex', string>) {
  const trunks: [keyof typeof companyIds, string, number, string, string[]][] = [
    ['acme', 'Acme office', 10, 'acme-office', ['+31201234500', '+31201234501', '+31201234502']],
    ['globex', 'Globex support', 4, 'globex-support', ['+31107654300']],
  ]
  for (const [company, name, channels, sip, numbers] of trunks) {
    const [trunk] = await db
      .insert(voipTrunks)
      .values({ provider_id: providerId, company_id: companyIds[company], name, channels, sip_username: sip })
      .returning({ id: voipTrunks.id })
    if (!trunk) continue
    await db.insert(voipNumbers).values(
      numbers.map((number) => ({
        trunk_id: trunk.id,
        company_id: companyIds[company],
        number,
        status: 'assigned' as const,
      })),
    )
  }
}
