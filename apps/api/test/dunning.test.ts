import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import {
  billingSettings,
  invoiceReminders,
  mailOutbox,
  servicePeriods,
  services,
} from '../src/db/schema/index.ts'
import { runDunning } from '../src/modules/billing/dunning.service.ts'
import { runRecurringInvoicing } from '../src/modules/billing/recurring.service.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { insertService } from './helpers/services.ts'
import { until } from './helpers/until.ts'

/**
 * Issue 11: overdue invoices are reminded on the configured days, each stage once (a missed fortnight
 * sends only the highest stage), the services they bill are suspended past the suspension day, and
 * paying resumes them.
 */
const clock = { now: new Date('2026-10-01T08:00:00Z') }
const demo = useDemoApp(
  {},
  { now: () => clock.now, jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } },
)
const on = (day: string) => {
  clock.now = new Date(`${day}T08:00:00Z`)
}
const provider = () => demo.ids['Portico Demo Provider'] ?? ''
const system = () => systemContext({ db: demo.t.database.db, platform: demo.t.app.platform }, provider())

async function reminders() {
  const rows = await demo.t.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, ['finance@acme.example']))
  return rows.map((r) => r.subject).filter((s) => /herinnering|reminder/i.test(s))
}

describe('dunning', () => {
  it('reminds once per stage, catches up with the highest stage only, suspends, and resumes on payment', async () => {
    const dunning = await demo.as('admin')('PUT', '/api/v1/billing/dunning', {
      reminder_days: [7, 14, 21],
      suspend_after_days: 28,
    })
    expect(dunning.status, JSON.stringify(dunning.body)).toBe(200)
    const bad = await demo.as('admin')('PUT', '/api/v1/billing/dunning', {
      reminder_days: [14, 7, 21],
      suspend_after_days: 28,
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('reminder_days')
    expect((await demo.as('jane')('GET', '/api/v1/billing/dunning')).status).toBe(403)

    const serviceId = await insertService(demo.t, {
      company_id: demo.ids['Acme B.V.'] ?? '',
      name: 'Dunning test',
      start_date: '2026-10-01',
      next_due_date: '2026-10-01',
    })
    on('2026-10-01')
    await runRecurringInvoicing(await system(), provider())
    const [period] = await demo.t.database.db
      .select({ invoice: servicePeriods.document_id })
      .from(servicePeriods)
      .where(eq(servicePeriods.service_id, serviceId))
    const invoice = await demo.as('admin')('GET', `/api/v1/billing/documents/${period?.invoice}`)
    expect(invoice.body.data.due_date).toBe('2026-10-15')

    on('2026-10-23') // 8 days overdue: the first reminder, once.
    expect(await runDunning(await system(), provider())).toEqual({ reminders: 1, suspensions: 0 })
    expect(await runDunning(await system(), provider())).toEqual({ reminders: 0, suspensions: 0 })
    expect(await reminders()).toEqual([expect.stringMatching(/^Eerste herinnering: /)])

    on('2026-11-13') // 29 days: the run missed the second; only the final one goes, and the service is suspended.
    expect(await runDunning(await system(), provider())).toEqual({ reminders: 1, suspensions: 1 })
    expect((await reminders()).sort()).toEqual([
      expect.stringMatching(/^Eerste herinnering: /),
      expect.stringMatching(/^Laatste herinnering: /),
    ])
    const status = async () =>
      (await demo.t.database.db.select().from(services).where(eq(services.id, serviceId)))[0]?.status
    await until(async () => (await status()) === 'suspended')
    expect(await runDunning(await system(), provider())).toEqual({ reminders: 0, suspensions: 0 })

    const paid = await demo.as('admin')('POST', `/api/v1/billing/documents/${period?.invoice}/payments`, {
      amount_minor: invoice.body.data.total_minor,
      paid_on: '2026-11-13',
      method: 'bank_transfer',
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    await until(async () => (await status()) === 'active')
    const history = await demo.as('admin')('GET', `/api/v1/customers/${demo.ids['Acme B.V.']}/activity`)
    const actions = history.body.data.map((a: { action: string }) => a.action)
    expect(actions).toEqual(
      expect.arrayContaining(['invoice.reminder_sent', 'service.suspended_overdue', 'service.resumed_paid']),
    )
  })

  it('does not chase an invoice the customer holds credit enough to pay (until the credit is refunded)', async () => {
    await demo.t.database.db.update(billingSettings).set({ apply_credit_automatically: false })
    const admin = demo.as('admin')
    const issued = async (issue_date: string) => {
      const draft = await admin('POST', '/api/v1/billing/documents', {
        kind: 'invoice',
        customer_id: demo.ids['Globex Ltd'],
        issue_date,
        lines: [{ description: 'Backup', quantity: '1', unit_price_minor: 10_000, vat_rate_bp: 0 }],
      })
      return (await admin('POST', `/api/v1/billing/documents/${draft.body.data.id}/issue`)).body.data
    }
    const overdue = await issued('2026-11-01')
    const overpaid = await issued('2026-11-20')
    await admin('POST', `/api/v1/billing/documents/${overpaid.id}/payments`, {
      amount_minor: 30_000,
      paid_on: '2026-11-20',
      method: 'bank_transfer',
    })
    on('2026-11-30')
    const chased = async () =>
      (
        await demo.t.database.db
          .select()
          .from(invoiceReminders)
          .where(eq(invoiceReminders.document_id, overdue.id))
      ).length
    await runDunning(await system(), provider())
    expect(await chased()).toBe(0)
    const refund = await admin('POST', `/api/v1/customers/${demo.ids['Globex Ltd']}/account/refunds`, {
      currency: 'EUR',
      amount_minor: 15_000,
      refunded_on: '2026-11-30',
    })
    expect(refund.body.data.credit_minor).toBe(5_000)
    await runDunning(await system(), provider())
    expect(await chased()).toBe(1)
    await demo.t.database.db.update(billingSettings).set({ apply_credit_automatically: true })
  })
})
