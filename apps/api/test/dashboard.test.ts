import { addDays } from '@portico/domain'
import { and, between, inArray, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { domains, tickets } from '../src/db/schema/index.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import type { DemoUser } from './helpers/tokens.ts'

/** Issue 15: the landing page says per role what needs attention, counted inside the caller's companies. */
const demo = useDemoApp({ SEED_DEMO_ORDERS: 'true' })

async function tiles(who: DemoUser) {
  const res = await demo.as(who)('GET', '/api/v1/dashboard')
  expect(res.status).toBe(200)
  return Object.fromEntries(
    (
      res.body.data.tiles as {
        key: string
        value: number
        to?: string
        of?: number
        previous?: number
        currency?: string
      }[]
    ).map((t) => [t.key, t]),
  )
}

describe('dashboard tiles', () => {
  it('staff: open tickets, SLA breaches, orders to approve, failed jobs, overdue invoices, each linked', async () => {
    await demo.as('jane', demo.ids['Acme B.V.'])('POST', '/api/v1/tickets', {
      subject: 'Dashboard check',
      impact: 'low',
      urgency: 'low',
      message: 'Counted.',
    })
    const staff = await tiles('admin')
    expect(staff.openTickets).toMatchObject({ value: 1, to: 'support-open' })
    expect(staff.slaBreaches?.value).toBe(0)
    // The demo orders leave one waiting for approval.
    expect(staff.ordersToApprove).toMatchObject({ value: 1, to: 'admin-orders' })
    expect(staff.failedJobs).toMatchObject({ value: 0, to: 'admin-jobs' })
    expect(staff.overdueInvoices?.to).toBe('billing-invoices')
  })

  it('staff: revenue this month against last, with six months for the chart', async () => {
    const res = await demo.as('admin')('GET', '/api/v1/dashboard')
    const revenue = res.body.data.revenue as { month: string; amount_minor: number }[]
    expect(revenue).toHaveLength(6)
    expect(revenue[5]?.month).toBe(new Date().toISOString().slice(0, 7))
    const tile = (await tiles('admin')).revenueThisMonth
    expect(tile).toMatchObject({
      value: revenue[5]?.amount_minor,
      previous: revenue[4]?.amount_minor,
      currency: 'EUR',
      to: 'finances-reports',
    })
    // The demo orders' first invoices were issued today.
    expect(tile?.value).toBeGreaterThan(0)
    const jane = await demo.as('jane')('GET', '/api/v1/dashboard')
    expect(jane.body.data.revenue).toBeUndefined()
  })

  it('a customer’s person: licence seats used of bought, from the Microsoft area', async () => {
    const seats = (await tiles('jane')).licenceSeats ?? { value: 0, of: 0, to: '' }
    expect(seats.to).toBe('microsoft-subscriptions')
    expect(seats.of).toBeGreaterThan(0)
    expect(seats.value).toBeGreaterThan(0)
    expect(seats.value).toBeLessThanOrEqual(seats.of ?? 0)
    expect((await tiles('solo')).licenceSeats).toMatchObject({ value: 0, of: 0 })
  })

  it('a customer’s person: open invoices, running services, domains expiring within 60 days, open tickets', async () => {
    const jane = await tiles('jane')
    expect(jane.openTickets?.value).toBe(1)
    expect(jane.openInvoices?.value).toBeGreaterThan(0)
    expect(jane.runningServices?.value).toBeGreaterThan(0)
    const today = new Date().toISOString().slice(0, 10)
    const hers = [demo.ids['Acme B.V.'] ?? '', demo.ids['Globex Ltd'] ?? '']
    const expiring = await demo.t.database.db
      .select({ id: domains.id })
      .from(domains)
      .where(and(inArray(domains.company_id, hers), between(domains.expires_on, today, addDays(today, 60))))
    expect(jane.domainsExpiring).toMatchObject({ value: expiring.length, to: 'domains-index' })
    expect(jane.slaBreaches).toBeUndefined()
  })

  it('another tenant’s figures never count', async () => {
    const reseller = await tiles('reseller')
    expect(reseller.openTickets?.value).toBe(0)
    const solo = await tiles('solo')
    for (const tile of Object.values(solo)) expect(tile.value, tile.key).toBe(0)
    const open = await demo.t.database.db.select().from(tickets).where(ne(tickets.status, 'closed'))
    expect(open.length).toBe(1)
  })
})
