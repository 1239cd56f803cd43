// @postgres: the planner on two instances carries out each change once (docs/testing.md)
import { startOfDayIn, todayIn } from '@portico/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import {
  auditLog,
  companies,
  microsoftPlannedChanges,
  microsoftPlannerPolicies,
  microsoftTenants,
  msSandboxSubscriptions,
  msSandboxUsers,
} from '../src/db/schema/index.ts'
import { runDuePlannedChanges } from '../src/modules/microsoft/plannerRun.service.ts'
import { startTestApp, startTwinApp, type TestApp } from './helpers/testApp.ts'

/**
 * Issue 14: two app instances on one PostgreSQL database run the due licence changes at the same
 * moment, each twice: every change is claimed and carried out exactly once (one attempt, one audit
 * entry), and the seats bought are exactly the ones missing. PostgreSQL only: an embedded PGlite
 * belongs to one process.
 */
const BASIC = 'CFQ7TTC0LH18:0001'
const BASIC_GRAPH = '3b555118-da6a-4418-894f-7df1e2096870'
const USERS = 18
let t: TestApp | undefined
let twin: TestApp | undefined
afterAll(async () => {
  await twin?.close()
  await t?.close()
})

describe.runIf(process.env.TEST_DRIVER === 'postgres')('Two instances on one PostgreSQL', () => {
  it('each planned change runs exactly once', async () => {
    t = await startTestApp({ JOB_WORKERS: 'false' })
    twin = await startTwinApp(t, { JOB_WORKERS: 'false' })
    const { db } = t.database
    const [tenant] = await db
      .select()
      .from(microsoftTenants)
      .where(eq(microsoftTenants.domain, 'acmebv.onmicrosoft.com'))
    const [provider] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.kind, 'provider'))
    if (!tenant || !provider) throw new Error('demo tenant missing')
    await db
      .update(microsoftPlannerPolicies)
      .set({ buy_missing: true })
      .where(eq(microsoftPlannerPolicies.tenant_id, tenant.id))
    const people = await db
      .insert(msSandboxUsers)
      .values(
        Array.from({ length: USERS }, (_, i) => ({
          customer_id: tenant.customer_id,
          user_principal_name: `twin${i}@acmebv.onmicrosoft.com`,
          display_name: `Twin ${i}`,
          usage_location: 'NL',
        })),
      )
      .returning()
    const now = new Date()
    const zone = t.env.PROVIDER_TIME_ZONE
    const today = todayIn(zone, now)
    const changes = await db
      .insert(microsoftPlannedChanges)
      .values(
        people.map((p) => ({
          company_id: tenant.company_id,
          tenant_id: tenant.id,
          user_id: p.id,
          user_name: p.display_name,
          user_principal_name: p.user_principal_name,
          sku_id: BASIC,
          action: 'assign' as const,
          run_on: today,
          due_at: startOfDayIn(today, zone),
        })),
      )
      .returning({ id: microsoftPlannedChanges.id })
    const contexts = await Promise.all(
      [t, twin].map((app) => systemContext({ db: app.database.db, platform: app.app.platform }, provider.id)),
    )
    const rounds = await Promise.all(
      contexts.flatMap((ctx) => [ctx, ctx]).map((ctx) => runDuePlannedChanges(ctx, provider.id)),
    )
    expect(rounds.reduce((n, r) => n + r.done, 0)).toBe(USERS)
    expect(rounds.reduce((n, r) => n + r.failed, 0)).toBe(0)
    for (const { id } of changes) {
      const [row] = await db.select().from(microsoftPlannedChanges).where(eq(microsoftPlannedChanges.id, id))
      expect(row).toMatchObject({ status: 'done', attempts: 1 })
      const entries = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, 'microsoft.planner.done')))
      expect(entries).toHaveLength(1)
    }
    // Basic had 5 seats and Bas on one: 4 free, so 14 were bought, one each, and every user has one.
    const [basic] = await db
      .select()
      .from(msSandboxSubscriptions)
      .where(
        and(
          eq(msSandboxSubscriptions.customer_id, tenant.customer_id),
          eq(msSandboxSubscriptions.sku_id, BASIC),
        ),
      )
    expect(basic?.quantity).toBe(USERS + 1)
    const holders = (
      await db.select().from(msSandboxUsers).where(eq(msSandboxUsers.customer_id, tenant.customer_id))
    ).filter((u) => u.licenses.includes(BASIC_GRAPH))
    expect(holders).toHaveLength(USERS + 1)
  })
})
