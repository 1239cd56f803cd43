import { addDays, todayIn } from '@portico/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import type { Db } from '../client.ts'
import {
  catalogProducts,
  connectivitySandboxOrders,
  internetLineEvents,
  internetLines,
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
