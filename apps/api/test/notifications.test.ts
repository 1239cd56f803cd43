import { NOTIFICATION_DEFAULTS } from '@portico/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../src/db/schema/index.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { fieldsOf } from './helpers/problems.ts'
import { until } from './helpers/until.ts'

/** Issue 15: each person chooses per event whether mail reaches them; the company sets defaults. */
const demo = useDemoApp()
const acme = () => demo.ids['Acme B.V.'] ?? ''
const url = (company: string, part = '') => `/api/v1/companies/${company}/notifications${part}`
const ALL_DEFAULT = {
  invoice_new: null,
  payment_reminder: null,
  ticket_reply: null,
  domain_expiry: null,
  usage_alert: null,
  licence_change: null,
  order_status: null,
}

describe('notification settings', () => {
  it('shows the portal defaults and the caller’s own choices; a person changes only their own', async () => {
    const first = await demo.as('jane')('GET', url(acme()))
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({
      company_id: acme(),
      defaults: NOTIFICATION_DEFAULTS,
      mine: ALL_DEFAULT,
      can_set_defaults: true,
    })
    const saved = await demo.as('jane')('PUT', url(acme(), '/mine'), { ...ALL_DEFAULT, invoice_new: 'none' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data.mine).toEqual({ ...ALL_DEFAULT, invoice_new: 'none' })
    // Staff see a customer's defaults and may set them, but have no choices of their own there.
    const staff = demo.as('admin')
    expect((await staff('GET', url(acme()))).body.data).toMatchObject({
      mine: ALL_DEFAULT,
      can_set_defaults: true,
    })
    expect((await staff('PUT', url(acme(), '/mine'), ALL_DEFAULT)).status).toBe(403)
    const defaults = await staff('PUT', url(acme(), '/defaults'), {
      ...NOTIFICATION_DEFAULTS,
      usage_alert: 'none',
    })
    expect(defaults.status, JSON.stringify(defaults.body)).toBe(200)
    expect(defaults.body.data.defaults).toEqual({ ...NOTIFICATION_DEFAULTS, usage_alert: 'none' })
    // Another tenant's company is not there at all.
    expect((await demo.as('reseller')('GET', url(acme()))).status).toBe(404)
    expect((await demo.as('reseller')('PUT', url(acme(), '/mine'), ALL_DEFAULT)).status).toBe(404)
  })

  it('refuses an unknown channel or event, naming the field, and changes nothing', async () => {
    const bad = await demo.as('jane')('PUT', url(acme(), '/mine'), { ...ALL_DEFAULT, ticket_reply: 'sms' })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(['ticket_reply'])
    const extra = await demo.as('jane')('PUT', url(acme(), '/mine'), { ...ALL_DEFAULT, fax: 'email' })
    expect(extra.status).toBe(400)
    const missing = await demo.as('jane')('PUT', url(acme(), '/defaults'), { invoice_new: 'email' })
    expect(missing.status).toBe(400)
    expect(fieldsOf(missing.body)).toContain('ticket_reply')
    expect((await demo.as('jane')('GET', url(acme()))).body.data.mine.ticket_reply).toBeNull()
  })

  it('mail follows the choices: an invoice reaches jane until she turns new invoices off', async () => {
    const staff = demo.as('admin')
    const copies = async () =>
      (
        await demo.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'jane@example.com'))
      ).filter((m) => /INV-/.test(m.subject)).length
    const send = async () => {
      const draft = await staff('POST', '/api/v1/billing/documents', {
        kind: 'invoice',
        customer_id: acme(),
        lines: [{ description: 'Advies', quantity: '1', unit_price_minor: 10000, vat_rate_bp: 2100 }],
      })
      expect(draft.status, JSON.stringify(draft.body)).toBe(201)
      expect((await staff('POST', `/api/v1/billing/documents/${draft.body.data.id}/issue`)).status).toBe(200)
      expect((await staff('POST', `/api/v1/billing/documents/${draft.body.data.id}/send`, {})).status).toBe(
        200,
      )
    }
    await demo.as('jane')('PUT', url(acme(), '/mine'), ALL_DEFAULT)
    await send()
    expect(await copies()).toBe(1)
    await demo.as('jane')('PUT', url(acme(), '/mine'), { ...ALL_DEFAULT, invoice_new: 'none' })
    await send()
    expect(await copies()).toBe(1)
  })

  it('an order that is set up tells the people who want order news, in their language', async () => {
    const jane = demo.as('jane', acme())
    await jane('PUT', url(acme(), '/mine'), ALL_DEFAULT)
    const offers = await jane('GET', `/api/v1/catalog/companies/${acme()}/offers?category=hosting.web`)
    const product = offers.body.data.find((o: { code: string }) => o.code === 'WEB-BASIS')
    expect(
      (await jane('POST', '/api/v1/orders/cart/items', { product_id: product.product_id, period: 'P1M' }))
        .status,
    ).toBe(200)
    const placed = await jane(
      'POST',
      '/api/v1/orders/checkout',
      { accept_terms: true },
      { 'idempotency-key': 'notify-1' },
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect((await demo.as('admin')('POST', `/api/v1/orders/${placed.body.data.id}/approve`)).status).toBe(200)
    const number = placed.body.data.number as string
    await until(async () => {
      const mails = await demo.t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'jane@example.com'))
      return mails.some((m) => m.subject === `Order ${number} is ready`) || undefined
    }, 30_000)
  })
})
