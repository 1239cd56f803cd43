import { addDays, startOfDayIn, todayIn } from '@portico/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  microsoftPlannedChanges,
  microsoftPlannerPolicies,
  microsoftTenants,
  msSandboxUsers,
} from '../schema/index.ts'

const STANDARD = 'CFQ7TTC0LDPB:0001'
const BASIC = 'CFQ7TTC0LH18:0001'
const PREMIUM = 'CFQ7TTC0LCHC:0002'

type DemoChange = {
  login: string
  sku: string
  action: 'assign' | 'remove'
  /** Days from today (negative: in the past, then it ran or failed). */
  inDays: number
  status?: 'done' | 'failed'
}

/**
 * The licence planner's demo: Acme (Jane's) plans Basic for a new colleague and takes Standard from
 * a leaver, with one change that stopped (no usage location); Initech (Resell IT's customer) buys
 * missing seats by policy and plans a removal, with one change done last week.
 */
const PLANS: Record<string, { buyMissing: boolean; releaseSeats: boolean; changes: DemoChange[] }> = {
  'acmebv.onmicrosoft.com': {
    buyMissing: false,
    releaseSeats: true,
    changes: [
      { login: 'kees', sku: STANDARD, action: 'assign', inDays: -3, status: 'failed' },
      { login: 'anna', sku: BASIC, action: 'assign', inDays: 6 },
      { login: 'bas', sku: STANDARD, action: 'remove', inDays: 20 },
    ],
  },
  'initech.onmicrosoft.com': {
    buyMissing: true,
    releaseSeats: false,
    changes: [
      { login: 'peter', sku: PREMIUM, action: 'assign', inDays: -7, status: 'done' },
      { login: 'milton', sku: PREMIUM, action: 'assign', inDays: 4 },
      { login: 'bill', sku: PREMIUM, action: 'remove', inDays: 25 },
    ],
  },
}

/** Demo planned licence changes and policies for the demo tenants (after seedMicrosoft). */
export async function seedMicrosoftPlanner(tx: Db, timeZone: string, now: Date) {
  const today = todayIn(timeZone, now)
  for (const [domain, plan] of Object.entries(PLANS)) {
    const [tenant] = await tx.select().from(microsoftTenants).where(eq(microsoftTenants.domain, domain))
    if (!tenant) continue
    await tx.insert(microsoftPlannerPolicies).values({
      company_id: tenant.company_id,
      tenant_id: tenant.id,
      buy_missing: plan.buyMissing,
      release_seats: plan.releaseSeats,
    })
    for (const change of plan.changes) {
      const upn = `${change.login}@${domain}`
      const [user] = await tx
        .select()
        .from(msSandboxUsers)
        .where(
          and(
            eq(msSandboxUsers.customer_id, tenant.customer_id),
            eq(msSandboxUsers.user_principal_name, upn),
          ),
        )
      if (!user) continue
      const runOn = addDays(today, change.inDays)
      const dueAt = startOfDayIn(change.action === 'assign' ? runOn : addDays(runOn, 1), timeZone)
      await tx.insert(microsoftPlannedChanges).values({
        company_id: tenant.company_id,
        tenant_id: tenant.id,
        user_id: user.id,
        user_name: user.display_name,
        user_principal_name: upn,
        sku_id: change.sku,
        action: change.action,
        run_on: runOn,
        due_at: dueAt,
        status: change.status ?? 'planned',
        attempts: change.status ? 1 : 0,
        started_at: change.status ? dueAt : null,
        finished_at: change.status ? dueAt : null,
        outcome:
          change.status === 'done'
            ? { effect: 'free_seat', cost_minor: 0, currency: 'EUR', opens_at: null }
            : null,
        failure:
          change.status === 'failed'
            ? { code: 'microsoftPlanner.noUsageLocation', values: { user: user.display_name } }
            : null,
      })
    }
  }
}
