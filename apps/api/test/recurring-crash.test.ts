// @postgres: a billing run that crashes is resumed by another instance (docs/testing.md)
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { JobTuning } from '../src/db/queue.ts'
import { billingRuns, companies, documents } from '../src/db/schema/index.ts'
import { seedCustomers } from '../src/db/seed/customers.ts'
import { queryRows } from '../src/lib/sql.ts'
import { BILLING_RECURRING } from '../src/modules/billing/billing.jobs.ts'
import { freePort } from './helpers/freePort.ts'
import { leaveOutDemoRenewals } from './helpers/services.ts'
import { startTestApp, startTwinApp, type TestApp, type TestDatabase } from './helpers/testApp.ts'
import { until } from './helpers/until.ts'

/**
 * Issue 11: a server killed with SIGKILL in the middle of the daily invoicing run. Its open
 * transaction dies with it; the job's heartbeat stops, pg-boss fails the job over and another
 * instance retries it, which finishes the run: every (service, period) invoiced once, invoice
 * numbers without a gap, the killed run logged as interrupted. PostgreSQL only: an embedded PGlite
 * belongs to one process, so there is no second process to kill.
 */
const CUSTOMERS = 150
const PER_CUSTOMER = 3
const tuning: JobTuning = {
  retryDelay: 1,
  retryLimit: 2,
  pollingIntervalSeconds: 0.5,
  supervise: { intervalSeconds: 1, heartbeatSeconds: 10 },
}
const root = fileURLToPath(new URL('../../..', import.meta.url))

let t: TestApp | undefined
let twin: TestApp | undefined
let child: ChildProcess | undefined
let childErrors = ''
const dataDir = mkdtempSync(join(tmpdir(), 'portico-crash-'))
afterAll(async () => {
  child?.kill('SIGKILL')
  await twin?.close()
  await t?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The compiled-on-the-fly server in its own process, working the queues of the test's database. */
async function serverProcess(url: string): Promise<ChildProcess> {
  const port = await freePort()
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      JOB_WORKERS: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  proc.stderr?.on('data', (chunk: Buffer) => {
    childErrors += chunk.toString()
  })
  return proc
}

describe.runIf(process.env.TEST_DRIVER === 'postgres')('recurring invoicing and kill -9', () => {
  it('a run killed mid-way is finished by the job retry on another instance: once per (service, period), numbers gapless', async () => {
    t = await startTestApp({ JOB_WORKERS: 'false' }, { jobTuning: tuning })
    const { db } = t.database
    const url = (t.database as TestDatabase).url ?? ''
    const [provider] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.kind, 'provider'))
    const providerId = provider?.id ?? ''
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.env.PROVIDER_TIME_ZONE }).format(new Date())
    await db.execute(sql`update billing_settings set invoice_lead_days = 0`)
    await leaveOutDemoRenewals(db)
    await seedCustomers(db, providerId, CUSTOMERS)
    await db.execute(sql`
      insert into services (company_id, type, name, status, period, currency, price_minor, vat_rate_bp, start_date, next_due_date)
      select c.id, 'hosting.web', 'Crash test ' || s, 'active', 'P1M', 'EUR', 1000 + s, 2100, ${today}::date, ${today}::date
      from (select id from companies where kind = 'customer' and name ~ ' [0-9]+$' order by id limit ${CUSTOMERS}) c
      cross join generate_series(1, ${PER_CUSTOMER}) s`)
    const total = CUSTOMERS * PER_CUSTOMER
    const invoiced = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            db,
            sql`select count(*) as n from service_periods p join services s on s.id = p.service_id where s.name like 'Crash test %'`,
          )
        )[0]?.n,
      )
    expect(await invoiced()).toBe(0)

    child = await serverProcess(url)
    const jobId = await t.app.platform.jobs.send(db, BILLING_RECURRING, { providerId })
    // Kill the moment the run has written its first invoices.
    await until(async () => (await invoiced()) > 0, 60_000, 5).catch((error) => {
      throw new Error(`the server process invoiced nothing: ${childErrors || error}`)
    })
    child.kill('SIGKILL')
    await new Promise((resolve) => child?.once('exit', resolve))
    const atKill = await invoiced()
    expect(atKill, 'the run finished before the kill: seed more services').toBeLessThan(total)

    twin = await startTwinApp(t, { JOB_WORKERS: 'true' }, { jobTuning: tuning })
    const runsOfJob = () =>
      db
        .select({ status: billingRuns.status, periods: billingRuns.periods_invoiced })
        .from(billingRuns)
        .where(eq(billingRuns.job_id, jobId ?? ''))
    await until(async () => (await runsOfJob()).some((r) => r.status === 'done'), 60_000).catch(
      async (error) => {
        const job = await queryRows(db, sql`select * from pgboss.job where id = ${jobId}`)
        throw new Error(`not resumed: ${JSON.stringify(job)} ${JSON.stringify(await runsOfJob())} ${error}`)
      },
    )
    const runs = await runsOfJob()
    expect(runs.map((r) => r.status).sort()).toEqual(['done', 'interrupted'])
    expect(runs.find((r) => r.status === 'done')?.periods).toBe(total - atKill)

    expect(await invoiced()).toBe(total)
    const [dupes] = await queryRows<{ n: string }>(
      db,
      sql`select count(*) as n from (select service_id, period_start from service_periods group by 1, 2 having count(*) > 1) d`,
    )
    expect(Number(dupes?.n)).toBe(0)
    const numbers = (
      await db
        .select({ n: documents.sequence })
        .from(documents)
        .where(
          and(
            eq(documents.issuer_id, providerId),
            eq(documents.kind, 'invoice'),
            sql`${documents.number} is not null`,
          ),
        )
    )
      .map((r) => r.n ?? 0)
      .sort((a, b) => a - b)
    expect(numbers.every((n, i) => n === i + 1)).toBe(true)
  }, 180_000)
})
