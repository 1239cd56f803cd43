import { and, eq, sql } from 'drizzle-orm'
import { companies, catalogProducts as products } from '../apps/api/src/db/schema/index.ts'
import { seedCustomers } from '../apps/api/src/db/seed/customers.ts'
import { queryRows, sqlArray } from '../apps/api/src/lib/sql.ts'
import { demoProviderId, withBench } from './harness.ts'
import { row, verdict } from './lib.ts'

const CARTS = 50
const DUPLICATES = 10

/**
 * Checkout: 50 carts (staff ordering for 50 customers) checked out at once, 10 of them sent twice
 * more with the same Idempotency-Key at the same moment. Every order placed exactly once (one order,
 * one invoice, one service per cart; the duplicates answer the same order or 409 while it is being
 * placed), and orders per second.
 */
export async function benchCheckout(adminUrl?: string): Promise<string> {
  return withBench(
    {
      adminUrl,
      env: { JOB_WORKERS: 'false' },
      seed: async (db) => seedCustomers(db, await demoProviderId(db), CARTS),
    },
    async (bench) => {
      const { db, label } = bench
      const { authorization } = await bench.signIn('admin@example.com', 'admin')
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, 'WEB-BASIS'))
      const customers = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.kind, 'customer'), sql`${companies.name} ~ ' [0-9]+$'`))
        .limit(CARTS)
      const call = async (company: string, path: string, body: unknown, key?: string) => {
        const res = await fetch(`${bench.url}/api/v1${path}`, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/json',
            'x-company': company,
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: JSON.stringify(body),
        })
        return { status: res.status, body: (await res.json()) as { data?: { id: string } } }
      }
      for (const { id } of customers) {
        const added = await call(id, '/orders/cart/items', { product_id: product?.id, period: 'P1M' })
        if (added.status !== 201 && added.status !== 200) throw new Error(`cart answered ${added.status}`)
      }
      const attempts = customers.flatMap(({ id }, i) =>
        Array.from({ length: i < DUPLICATES ? 3 : 1 }, () => ({ id, key: `bench-${id}` })),
      )
      const started = performance.now()
      const answers = await Promise.all(
        attempts.map((a) => call(a.id, '/orders/checkout', { accept_terms: true }, a.key)),
      )
      const seconds = (performance.now() - started) / 1000
      const placed = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data?.id))
      const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 409).length
      const ids = sqlArray(
        customers.map((c) => c.id),
        'uuid',
      )
      const [check] = await queryRows<{ orders: number; invoices: number; services: number; dupes: number }>(
        db,
        sql`select count(*)::int as orders,
              count(*) filter (where invoice_id is not null or invoice_plan is not null)::int as invoices,
              (select count(*)::int from services where company_id = any(${ids})) as services,
              (count(*) - count(distinct company_id))::int as dupes
            from orders where company_id = any(${ids})`,
      )
      const once =
        placed.size === CARTS &&
        unexpected === 0 &&
        check?.orders === CARTS &&
        check.invoices === CARTS &&
        check.services === CARTS &&
        check.dupes === 0
      return row(
        `checkout, ${CARTS} carts + ${DUPLICATES * 2} repeats (${label})`,
        `${(CARTS / seconds).toFixed(0)} orders/s | ${check?.orders} orders, ${check?.invoices} invoices, ` +
          `${check?.services} services, ${check?.dupes} duplicates ${verdict(once, 'FAILED')}`,
      )
    },
  )
}
