import { addDays, addMonths } from '@portico/domain'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import {
  domainContacts,
  mailOutbox,
  registrySandboxProcesses,
  servicePeriods,
  services,
} from '../src/db/schema/index.ts'
import { runRecurringInvoicing } from '../src/modules/billing/recurring.service.ts'
import { pollRegistrar, syncDomains } from '../src/modules/domains/lifecycle.service.ts'
import { renewPeriod } from '../src/modules/orders/renewals.service.ts'
import { useClockedDemoApp } from './helpers/clockedDemo.ts'
import { until } from './helpers/until.ts'

/**
 * Issue 12: a domain is renewed at the registrar only after its renewal invoice is paid, once; a name
 * past its grace is restored at the restore price once that invoice is paid; the daily sync moves
 * states by date and reminds the holder before expiry.
 */
const demo = useClockedDemoApp(new Date('2027-01-10T08:00:00Z'), { retryLimit: 2 })
const { clock, on, acme, jane, checkoutAndApprove } = demo
const tick = () => demo.later(3)
const provider = () => demo.ids['Portico Demo Provider'] ?? ''
const admin = () => demo.as('admin')
const system = () => systemContext({ db: demo.t.database.db, platform: demo.t.app.platform }, provider())
const db = () => demo.t.database.db

async function tldProduct(code: string) {
  const res = await jane()('GET', `/api/v1/catalog/companies/${acme()}/offers?category=domains.tld`)
  return res.body.data.find((o: { code: string }) => o.code === code) as { product_id: string }
}

/** Orders and provisions a name for Acme; the domain as the API shows it. */
async function ordered(name: string, code: string, key: string) {
  const [contact] = await db().select().from(domainContacts).where(eq(domainContacts.company_id, acme()))
  const product = await tldProduct(code)
  const added = await jane()('POST', '/api/v1/orders/cart/items', {
    product_id: product.product_id,
    period: 'P1Y',
    domain: { name, action: 'register', registrant_id: contact?.id },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  await checkoutAndApprove(key)
  return until(async () => {
    tick()
    const res = await jane()('GET', `/api/v1/domains?q=${name}`)
    const domain = res.body.data.find((d: { name: string }) => d.name === name)
    return domain?.status === 'active' ? domain : undefined
  }, 40_000)
}

const domainOf = async (id: string) => (await jane()('GET', `/api/v1/domains/${id}`)).body.data

async function pay(documentId: string) {
  const invoice = await admin()('GET', `/api/v1/billing/documents/${documentId}`)
  const res = await admin()('POST', `/api/v1/billing/documents/${documentId}/payments`, {
    amount_minor: invoice.body.data.total_minor,
    paid_on: clock.now.toISOString().slice(0, 10),
    method: 'bank_transfer',
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

const renewalsAtRegistry = async (name: string, action: string) =>
  (
    await db()
      .select()
      .from(registrySandboxProcesses)
      .where(and(eq(registrySandboxProcesses.domain_name, name), eq(registrySandboxProcesses.action, action)))
  ).length

describe('domain renewals', () => {
  it('invoices the renewal before expiry and renews at the registrar only once it is paid, once', async () => {
    on('2027-01-10')
    const domain = await ordered('acme-renewal.nl', 'TLD-NL', 'renewal-1')
    const expiry = domain.expires_on as string
    expect(expiry).toBe('2028-01-10')
    const [service] = await db().select().from(services).where(eq(services.id, domain.service_id))
    expect(service?.next_due_date).toBe(expiry)
    const registrar = demo.t.app.platform.registrar
    expect((await registrar.info(await system(), 'acme-renewal.nl'))?.autoRenew).toBe(false)

    on(addDays(expiry, -10))
    await runRecurringInvoicing(await system(), provider())
    const [period] = await db()
      .select()
      .from(servicePeriods)
      .where(and(eq(servicePeriods.service_id, domain.service_id), eq(servicePeriods.period_start, expiry)))
    expect(period?.document_id).toBeTruthy()
    // Invoiced, not paid: nothing happens at the registry.
    await new Promise((r) => setTimeout(r, 1000))
    expect(await renewalsAtRegistry('acme-renewal.nl', 'RENEW')).toBe(0)
    expect((await domainOf(domain.id)).renewal).toBeNull()

    await pay(period?.document_id ?? '')
    const renewed = await until(async () => {
      tick()
      const d = await domainOf(domain.id)
      return d.renewal?.status === 'completed' ? d : undefined
    }, 40_000)
    expect(renewed).toMatchObject({ expires_on: '2029-01-10', status: 'active' })
    expect(renewed.renewal).toMatchObject({ kind: 'renew', term_start: expiry })
    expect((await registrar.info(await system(), 'acme-renewal.nl'))?.expiryDate.slice(0, 10)).toBe(
      '2029-01-10',
    )

    // The paid-invoice job delivered again: one renewal at the registry, the expiry unmoved.
    const paidPeriod = { start: expiry, end: addMonths(expiry, 12), amountMinor: 799, currency: 'EUR' }
    await renewPeriod(await system(), { serviceId: domain.service_id, period: paidPeriod })
    expect(await renewalsAtRegistry('acme-renewal.nl', 'RENEW')).toBe(1)
    expect((await domainOf(domain.id)).expires_on).toBe('2029-01-10')
  }, 120_000)

  it('restores a name in redemption at the restore price once that invoice is paid', async () => {
    on('2027-01-10')
    const domain = await ordered('acme-restore.com', 'TLD-COM', 'restore-1')
    const expiry = domain.expires_on as string
    // Not renewed: 35 days after expiry a .com is in redemption (30 days of grace).
    on(addDays(expiry, 35))
    const late = await domainOf(domain.id)
    expect(late.lifecycle).toMatchObject({ state: 'redemption', recovery: 'restore' })
    expect(late.restore_price).toEqual({ currency: 'EUR', price_minor: 8900 })
    // A renewal cannot bring it back; only a restore can (and only the holder or staff may ask).
    expect(
      (await demo.as('jane', demo.ids['Globex Ltd'])('POST', `/api/v1/domains/${domain.id}/restore`)).status,
    ).toBe(404)
    const asked = await jane()('POST', `/api/v1/domains/${domain.id}/restore`)
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body.data.renewal).toMatchObject({ kind: 'restore', status: 'invoiced', term_start: expiry })
    const again = await jane()('POST', `/api/v1/domains/${domain.id}/restore`)
    expect(again.status).toBe(409)
    // Only staff retry a renewal, and only a failed one.
    expect((await jane()('POST', `/api/v1/domains/${domain.id}/renewal/retry`)).status).toBe(403)
    expect((await admin()('POST', `/api/v1/domains/${domain.id}/renewal/retry`)).status).toBe(409)
    const invoice = await admin()('GET', `/api/v1/billing/documents/${asked.body.data.renewal.document_id}`)
    expect(invoice.body.data.lines.map((l: { unit_price_minor: number }) => l.unit_price_minor)).toEqual([
      8900, 1199,
    ])
    // The term is billed by the restore: the next recurring run does not bill it again.
    await runRecurringInvoicing(await system(), provider())
    const periods = await db()
      .select()
      .from(servicePeriods)
      .where(eq(servicePeriods.service_id, domain.service_id))
    expect(periods.filter((p) => p.period_start === expiry)).toHaveLength(1)

    await pay(asked.body.data.renewal.document_id)
    const restored = await until(async () => {
      tick()
      const d = await domainOf(domain.id)
      return d.renewal?.status === 'completed' ? d : undefined
    }, 40_000)
    expect(restored).toMatchObject({ status: 'active', expires_on: addMonths(expiry, 12) })
    expect(await renewalsAtRegistry('acme-restore.com', 'RESTORE')).toBe(1)
    expect(await renewalsAtRegistry('acme-restore.com', 'RENEW')).toBe(0)
  }, 120_000)

  it('syncs states by date, reminds before expiry once per stage, follows auto-renew, acknowledges notifications', async () => {
    on('2027-01-10')
    const domain = await ordered('acme-remind.com', 'TLD-COM', 'remind-1')
    const expiry = domain.expires_on as string
    const sent = async () =>
      db().select().from(mailOutbox).where(like(mailOutbox.subject, '%acme-remind.com%'))
    // The company's billing address always hears; each of its people as they choose (jane: by default).
    const mails = async () => (await sent()).filter((m) => m.to !== 'jane@example.com').map((m) => m.text)
    const toJane = async () => (await sent()).filter((m) => m.to === 'jane@example.com').length

    on(addDays(expiry, -30))
    const first = await syncDomains(await system(), provider())
    expect(first.reminders).toBeGreaterThanOrEqual(1)
    expect(await mails()).toEqual([
      expect.stringContaining('verlengd zodra de verlengingsfactuur is betaald'),
    ])
    await syncDomains(await system(), provider())
    expect(await mails()).toHaveLength(1)
    expect(await toJane()).toBe(1)
    // Jane turns domain expiry mail off: the next stage reaches the billing address only.
    const off = await jane()('PUT', `/api/v1/companies/${acme()}/notifications/mine`, {
      invoice_new: null,
      payment_reminder: null,
      ticket_reply: null,
      domain_expiry: 'none',
      usage_alert: null,
      licence_change: null,
      order_status: null,
    })
    expect(off.status, JSON.stringify(off.body)).toBe(200)

    // Auto-renew off: the service ends at the expiry (no renewal invoiced), and the reminder says so.
    const update = await jane()(
      'PUT',
      `/api/v1/domains/${domain.id}`,
      {
        auto_renew: false,
        transfer_lock: true,
        nameservers: domain.nameservers,
        registrant_id: domain.registrant_id,
        admin_id: null,
        tech_id: null,
        billing_id: null,
      },
      { 'if-match': `"${domain.version}"` },
    )
    expect(update.status, JSON.stringify(update.body)).toBe(200)
    const [ended] = await db().select().from(services).where(eq(services.id, domain.service_id))
    expect(ended?.cancel_at).toBe(expiry)
    on(addDays(expiry, -5))
    await syncDomains(await system(), provider())
    expect(await mails()).toEqual([
      expect.stringContaining('verlengd zodra'),
      expect.stringContaining('Automatisch verlengen staat uit'),
    ])
    expect(await toJane()).toBe(1)

    on(addDays(expiry, 1))
    await syncDomains(await system(), provider())
    expect((await domainOf(domain.id)).status).toBe('grace')

    // The registry's notifications (the registrations above) are read and acknowledged, once.
    expect(await pollRegistrar(await system(), provider())).toBeGreaterThan(0)
    expect(await pollRegistrar(await system(), provider())).toBe(0)
  }, 120_000)
})
