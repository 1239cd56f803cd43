// @postgres: billing runs on two instances at once (docs/testing.md)
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { documentLines, documents, servicePeriods, services } from '../src/db/schema/index.ts'
import { runRecurringInvoicing } from '../src/modules/billing/recurring.service.ts'
import { matrixSetup, type Who } from './helpers/matrix.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { insertService, leaveOutDemoRenewals } from './helpers/services.ts'
import { startTestApp, startTwinApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'

/**
 * Issue 11, recurring invoicing: every (service, period) invoiced exactly once, by whichever
 * instance runs, however often; periods from the service's own dates (catch-up, month ends,
 * cancellation prorated); a reseller's customers billed to the reseller at its purchase price.
 */
let t: TestApp
let tokens: Record<Who, Tokens>
let ids: Record<string, string>
// 20 January 2027, 10:00 in Amsterdam; lead time 14 days: periods starting up to 3 February are due.
const now = new Date('2027-01-20T09:00:00Z')
const as = (who: Who) => api(t, tokens[who].access_token)
const provider = () => ids['Portico Demo Provider'] ?? ''

beforeAll(async () => {
  t = await startTestApp(
    {},
    { now: () => now, jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } },
  )
  ;({ tokens, ids } = await matrixSetup(t))
  await leaveOutDemoRenewals(t.database.db)
})
afterAll(() => t?.close())

type ServiceInput = Partial<typeof services.$inferInsert> & { company: string; name: string }
const addService = ({ company, ...rest }: ServiceInput) =>
  insertService(t, { type: 'hosting', ...rest, company_id: ids[company] ?? '' })

async function linesOf(serviceIds: string[]) {
  return t.database.db
    .select({
      service_id: servicePeriods.service_id,
      period_start: servicePeriods.period_start,
      period_end: servicePeriods.period_end,
      amount: servicePeriods.amount_minor,
      billed: servicePeriods.billed_id,
      number: documents.number,
      status: documents.status,
    })
    .from(servicePeriods)
    .innerJoin(documents, eq(documents.id, servicePeriods.document_id))
    .where(inArray(servicePeriods.service_id, serviceIds))
    .orderBy(servicePeriods.service_id, servicePeriods.period_start)
}

async function runs() {
  const res = await as('staff')('GET', '/api/v1/billing/runs')
  expect(res.status).toBe(200)
  return res.body.data as {
    status: string
    periods_invoiced: number
    invoices_created: number
    failures: unknown[]
  }[]
}

async function runThroughQueue() {
  const before = (await runs()).length
  expect((await as('staff')('POST', '/api/v1/billing/runs')).status).toBe(202)
  const end = Date.now() + 20_000
  for (;;) {
    const list = await runs()
    if (list.length > before && list[0]?.status === 'done') return list[0]
    if (Date.now() > end) throw new Error('run did not finish')
    await new Promise((r) => setTimeout(r, 200))
  }
}

const invoiceNumbers = async () =>
  (
    await t.database.db
      .select({ n: documents.sequence })
      .from(documents)
      .where(
        and(
          eq(documents.issuer_id, provider()),
          eq(documents.kind, 'invoice'),
          sql`${documents.number} is not null`,
        ),
      )
  )
    .map((r) => r.n ?? 0)
    .sort((a, b) => a - b)

const gapless = (numbers: number[]) => numbers.every((n, i) => n === i + 1)

describe('recurring invoicing', () => {
  it('invoices what is due within the lead time, catches up missed periods, clamps month ends, prorates a cancellation', async () => {
    const monthEnd = await addService({
      company: 'Acme B.V.',
      name: 'Webhosting Plus',
      start_date: '2026-11-30',
      next_due_date: '2027-01-30',
    })
    const behind = await addService({
      company: 'Globex Ltd',
      name: 'VPS M',
      start_date: '2026-10-05',
      next_due_date: '2026-11-05',
      price_minor: 2000,
    })
    const notYet = await addService({
      company: 'Acme B.V.',
      name: 'Mail Basic',
      start_date: '2026-12-10',
      next_due_date: '2027-02-10',
    })
    const ending = await addService({
      company: 'Acme B.V.',
      name: 'Backup',
      start_date: '2026-12-31',
      next_due_date: '2027-01-31',
      cancel_at: '2027-02-15',
    })
    const resold = await addService({
      company: 'Initech',
      name: 'Webhosting Basis',
      start_date: '2027-01-25',
      next_due_date: '2027-01-25',
      price_minor: 1500,
      cost_minor: 1100,
      seller_id: ids['Resell IT B.V.'],
    })

    const run = await runThroughQueue()
    expect(run).toMatchObject({ status: 'done', failures: [] })
    const lines = await linesOf([monthEnd, behind, notYet, ending, resold])
    const of = (id: string) => lines.filter((l) => l.service_id === id)
    expect(of(monthEnd).map((l) => [l.period_start, l.period_end, l.amount])).toEqual([
      ['2027-01-30', '2027-02-28', 1000],
    ])
    expect(of(behind).map((l) => l.period_start)).toEqual(['2026-11-05', '2026-12-05', '2027-01-05'])
    expect(of(notYet)).toEqual([])
    // 15 of the 28 days of [31 Jan, 28 Feb), then the service ends.
    expect(of(ending).map((l) => [l.period_start, l.period_end, l.amount])).toEqual([
      ['2027-01-31', '2027-02-15', 536],
    ])
    // Resell IT pays its purchase price for Initech's service, and invoices Initech its own price for
    // the same period on its own books (issue 25 item 9); the provider never bills Initech.
    expect(
      of(resold)
        .map((l) => [l.billed, l.amount])
        .sort(),
    ).toEqual(
      [
        [ids['Resell IT B.V.'], 1100],
        [ids.Initech, 1500],
      ].sort(),
    )
    // One invoice per paying party and issuer: Acme (2 services), Globex, Resell IT; and Resell IT's to Initech.
    expect(run?.invoices_created).toBe(4)
    expect(run?.periods_invoiced).toBe(7)
    expect(new Set(lines.map((l) => l.status))).toEqual(new Set(['issued']))
    const [next] = await t.database.db
      .select({ next: services.next_due_date })
      .from(services)
      .where(eq(services.id, behind))
    expect(next?.next).toBe('2027-02-05')
    const acmeLines = await t.database.db
      .select({ description: documentLines.description, period_start: documentLines.period_start })
      .from(documentLines)
      .innerJoin(servicePeriods, eq(servicePeriods.document_id, documentLines.document_id))
      .where(eq(servicePeriods.service_id, monthEnd))
    expect(acmeLines.map((l) => l.description)).toContain('Webhosting Plus, 2027-01-30 – 2027-02-27')
  })

  it("keeps a promotion's discount for its periods, then bills the full price", async () => {
    const promo = await addService({
      company: 'Globex Ltd',
      name: 'Promo hosting',
      start_date: '2026-12-01',
      next_due_date: '2027-01-01',
      price_minor: 1000,
      discount_minor: 100,
      discount_periods: 1,
    })
    await runThroughQueue()
    expect((await linesOf([promo])).map((l) => [l.period_start, l.amount])).toEqual([
      ['2027-01-01', 900],
      ['2027-02-01', 1000],
    ])
    const [row] = await t.database.db.select().from(services).where(eq(services.id, promo))
    expect(row?.discount_periods).toBe(0)
  })

  it('a second run invoices nothing again', async () => {
    const before = await invoiceNumbers()
    const run = await runThroughQueue()
    expect(run).toMatchObject({ periods_invoiced: 0, invoices_created: 0 })
    expect(await invoiceNumbers()).toEqual(before)
  })

  it('two instances running at the same moment invoice every (service, period) once, numbers without gap', async () => {
    const created: string[] = []
    for (let i = 0; i < 12; i++) {
      const company = ['Acme B.V.', 'Globex Ltd', 'Initech'][i % 3] ?? 'Acme B.V.'
      created.push(
        await addService({
          company,
          name: `Concurrent ${i}`,
          start_date: '2026-12-01',
          next_due_date: '2027-01-01',
        }),
      )
    }
    const twin = await startTwinApp(t)
    try {
      const contexts = await Promise.all(
        [t, twin].map((app) =>
          systemContext({ db: app.database.db, platform: app.app.platform }, provider()),
        ),
      )
      const results = await Promise.all(
        contexts.flatMap((ctx) => [
          runRecurringInvoicing(ctx, provider()),
          runRecurringInvoicing(ctx, provider()),
        ]),
      )
      expect(results.flatMap((r) => r.failures)).toEqual([])
      // Each service: January and February (1 February is within the lead time).
      expect(results.reduce((sum, r) => sum + r.periods, 0)).toBe(24)
    } finally {
      await twin.close()
    }
    const lines = await linesOf(created)
    expect(lines).toHaveLength(24)
    expect(new Set(lines.map((l) => `${l.service_id}/${l.period_start}`)).size).toBe(24)
    expect(gapless(await invoiceNumbers())).toBe(true)
  })

  it('a failure inside one party’s invoice rolls that invoice back whole; the rest go on, and the next run picks it up', async () => {
    const fine = await addService({
      company: 'Acme B.V.',
      name: 'Fine',
      start_date: '2027-01-10',
      next_due_date: '2027-01-10',
    })
    const broken = await addService({
      company: 'Globex Ltd',
      name: 'Broken',
      start_date: '2027-01-10',
      next_due_date: '2027-01-10',
      vat_rate_bp: 123_456,
    })
    const run = await runThroughQueue()
    expect(run?.failures).toHaveLength(1)
    expect(await linesOf([broken])).toEqual([])
    expect((await linesOf([fine])).map((l) => l.period_start)).toEqual(['2027-01-10'])
    expect(gapless(await invoiceNumbers())).toBe(true)
    await t.database.db.update(services).set({ vat_rate_bp: 2100 }).where(eq(services.id, broken))
    const again = await runThroughQueue()
    expect(again).toMatchObject({ failures: [], periods_invoiced: 1 })
    expect(gapless(await invoiceNumbers())).toBe(true)
  })

  it('splits a party with more periods than one invoice holds into several invoices (issue 25 item 7)', async () => {
    // A monthly service due since 1985: about 505 periods, more than MAX_DOCUMENT_LINES (500).
    const old = await addService({
      company: 'Globex Ltd',
      name: 'Backlog',
      start_date: '1985-01-01',
      next_due_date: '1985-01-01',
    })
    const run = await runThroughQueue()
    expect(run?.failures).toEqual([])
    const lines = await linesOf([old])
    expect(lines.length).toBeGreaterThan(500)
    const invoices = new Set(lines.map((l) => l.number))
    expect(invoices.size).toBe(2)
    expect(run?.invoices_created).toBeGreaterThanOrEqual(2)
    expect(gapless(await invoiceNumbers())).toBe(true)
  })

  it('only staff read the run log and start a run', async () => {
    expect((await as('jane')('GET', '/api/v1/billing/runs')).status).toBe(403)
    expect((await as('reseller')('POST', '/api/v1/billing/runs')).status).toBe(403)
    expect((await as('solo')('POST', '/api/v1/billing/runs')).status).toBe(403)
  })
})
