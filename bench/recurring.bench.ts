import { sql } from 'drizzle-orm'
import { systemContext } from '../apps/api/src/auth/system.ts'
import type { Db } from '../apps/api/src/db/client.ts'
import { seedCustomers } from '../apps/api/src/db/seed/customers.ts'
import { queryRows, sqlArray } from '../apps/api/src/lib/sql.ts'
import { runRecurringInvoicing } from '../apps/api/src/modules/billing/recurring.service.ts'
import { leaveOutDemoRenewals } from '../apps/api/test/helpers/services.ts'
import { demoProviderId, withBench } from './harness.ts'
import { row, verdict } from './lib.ts'

/** Services per customer: one invoice of this many lines each. */
const PER_CUSTOMER = 5
const SIZES = (process.env.BENCH_RECURRING_SIZES ?? '10000,100000').split(',').map(Number)

/** `count` active monthly services due today, spread over fresh customers of the provider. */
export async function seedServices(db: Db, providerId: string, count: number, today: string) {
  await seedCustomers(db, providerId, Math.ceil(count / PER_CUSTOMER))
  await db.execute(sql`
    insert into services (company_id, type, name, status, period, currency, price_minor, vat_rate_bp, start_date, next_due_date)
    select c.id, 'hosting.web', 'Web hosting ' || s, 'active', 'P1M', 'EUR', 995 + s, 2100,
      ${today}::date - interval '1 month', ${today}::date
    from (select id, row_number() over (order by id) as r from companies where kind = 'customer' and number is not null
          order by id limit ${Math.ceil(count / PER_CUSTOMER)}) c
    cross join generate_series(1, ${PER_CUSTOMER}) s
    limit ${count}`)
  await db.execute(sql`analyze services`)
}

/**
 * The baseline: the same invoices and lines written by a bare loop with plain SQL, one transaction
 * per invoice (a draft row, its lines, the ledger rows and the services advanced), no rules at all.
 */
async function bareLoop(db: Db, providerId: string, today: string) {
  const groups = await queryRows<{ company_id: string; ids: string[] }>(
    db,
    sql`select company_id, array_agg(id) as ids from services where next_due_date = ${today}::date + interval '1 month'
        group by company_id`,
  )
  await db.execute(
    sql`create temporary table if not exists bare_periods (service_id uuid, period_start date, unique (service_id, period_start))`,
  )
  const started = performance.now()
  let lines = 0
  for (const group of groups) {
    const ids = sqlArray(group.ids, 'uuid')
    await db.transaction(async (tx) => {
      const [doc] = await queryRows<{ id: string }>(
        tx,
        sql`insert into documents (kind, issuer_id, customer_id, currency, language, subtotal_minor, vat_minor, total_minor)
            values ('invoice', ${providerId}, ${group.company_id}, 'EUR', 'nl', 0, 0, 0) returning id`,
      )
      const inserted = await queryRows<{ id: string }>(
        tx,
        sql`insert into document_lines (document_id, position, description, quantity, unit_price_minor, vat_rate_bp, line_total_minor, period_start, period_end)
            select ${doc?.id}, row_number() over (), name, 1, price_minor, vat_rate_bp, price_minor, start_date, start_date
            from services where id = any(${ids}) returning id`,
      )
      await tx.execute(
        sql`insert into bare_periods select id, ${today}::date from services where id = any(${ids}) on conflict do nothing`,
      )
      await tx.execute(sql`update services set updated_at = now() where id = any(${ids})`)
      lines += inserted.length
    })
  }
  return { seconds: (performance.now() - started) / 1000, lines }
}

/**
 * Daily invoicing: services invoiced per second by the real run (ledger, numbering, issue) next to
 * the bare loop writing the same invoices and lines; and the per-service cost at the largest size
 * against the smallest (target within 1.2x).
 */
export async function benchRecurring(adminUrl?: string): Promise<string[]> {
  const perService: number[] = []
  const rows: string[] = []
  for (const size of SIZES) {
    const line = await withBench({ adminUrl, env: { JOB_WORKERS: 'false' } }, async (bench) => {
      const { db, label } = bench
      const providerId = await demoProviderId(db)
      const ctx = await systemContext({ db, platform: bench.app.platform }, providerId)
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: bench.env.PROVIDER_TIME_ZONE }).format(
        new Date(),
      )
      await db.execute(sql`update billing_settings set invoice_lead_days = 0`)
      await leaveOutDemoRenewals(db)
      await seedServices(db, providerId, size, today)
      const started = performance.now()
      const result = await runRecurringInvoicing(ctx, providerId)
      const seconds = (performance.now() - started) / 1000
      if (result.periods !== size || result.failures.length) {
        throw new Error(`invoiced ${result.periods} of ${size}, ${result.failures.length} failures`)
      }
      const bare = await bareLoop(db, providerId, today)
      perService.push(seconds / size)
      const rate = size / seconds
      const ratio = rate / (bare.lines / bare.seconds)
      return row(
        `recurring ${size} services (${label})`,
        `${rate.toFixed(0)}/s, bare loop ${(bare.lines / bare.seconds).toFixed(0)}/s, ratio ${ratio.toFixed(2)} (target >= 0.5) ${verdict(ratio >= 0.5, 'BELOW TARGET')}`,
      )
    })
    rows.push(line)
  }
  const first = perService[0] ?? 0
  const last = perService.at(-1) ?? 0
  if (perService.length > 1) {
    const growth = last / first
    rows.push(
      row(
        'recurring per-service cost growth',
        `${SIZES.at(-1)} vs ${SIZES[0]}: ${growth.toFixed(2)}x (target <= 1.2) ${verdict(growth <= 1.2)}`,
      ),
    )
  }
  return rows
}
