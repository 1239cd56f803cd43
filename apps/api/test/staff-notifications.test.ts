// @postgres: the fan-out run twice at the same moment tells each person once (two transactions on one unique key)
import { STAFF_NOTIFICATION_DEFAULTS } from '@portico/contracts'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemContext } from '../src/auth/system.ts'
import { catalogProducts, mailOutbox, notifications } from '../src/db/schema/index.ts'
import { fanOut } from '../src/modules/notifications/notifications.service.ts'
import { matrixSetup, type Who } from './helpers/matrix.ts'
import { loginEmbedded, type Tokens } from './helpers/oidcLogin.ts'
import { addStaffMember } from './helpers/staff.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api } from './helpers/tokens.ts'
import { until } from './helpers/until.ts'

/** Issue 26 item 6: the seller's staff hear of a new ticket, a reply, a quote, an order, a failure. */
let t: TestApp
let tokens: Record<Who | 'ian', Tokens>
let ids: Record<string, string>
const as = (who: Who | 'ian', company?: string) =>
  api(t, tokens[who].access_token, company ? ids[company] : undefined)

type Item = {
  id: string
  event: string
  subject: string
  company_name: string
  link: string
  read_at: string
}

beforeAll(async () => {
  t = await startTestApp({}, { jobTuning: { retryDelay: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 } })
  const setup = await matrixSetup(t)
  ids = setup.ids
  // A person of Initech, the reseller's customer: what they do is told to Resell IT, not the provider.
  await addStaffMember(t.database.db, {
    issuer: t.env.issuerKey,
    providerId: ids.Initech ?? '',
    email: 'ian@example.com',
    password: 'ian',
    name: 'Ian Initech',
  })
  tokens = { ...setup.tokens, ian: await loginEmbedded(t.baseUrl, 'ian@example.com', 'ian') }
  // Stan reads Dutch: his mail comes in Dutch.
  expect((await as('staff')('PATCH', '/api/v1/_me', { locale: 'nl' })).status).toBe(200)
})
afterAll(() => t?.close())

const bell = async (who: Who | 'ian') => {
  const res = await as(who)('GET', '/api/v1/notifications?limit=200')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as Item[]
}
const told = (who: Who | 'ian', event: string, subject: string) =>
  until(async () => (await bell(who)).find((n) => n.event === event && n.subject.includes(subject)))
const mailsTo = (to: string, subject: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)))

async function openTicket(who: Who | 'ian', company: string, subject: string) {
  const res = await as(who, company)('POST', '/api/v1/tickets', {
    subject,
    impact: 'low',
    urgency: 'low',
    message: 'It stopped working.',
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as { id: string; number: number }
}

async function order(code: string, category: string) {
  const jane = as('jane', 'Acme B.V.')
  const offers = await jane(
    'GET',
    `/api/v1/catalog/companies/${ids['Acme B.V.']}/offers?category=${category}`,
  )
  const offer = offers.body.data.find((o: { code: string }) => o.code === code)
  expect(
    (await jane('POST', '/api/v1/orders/cart/items', { product_id: offer.product_id, period: 'P1M' })).status,
  ).toBe(200)
  const placed = await jane('POST', '/api/v1/orders/checkout', { accept_terms: true })
  expect(placed.status, JSON.stringify(placed.body)).toBe(201)
  return placed.body.data as { id: string; number: string }
}

const settingsUrl = (company: string, part: string) =>
  `/api/v1/companies/${ids[company]}/notifications/${part}`

describe('staff notifications', () => {
  it('a new ticket reaches the provider’s staff in the bell and by mail, in their language; never the customer or another seller', async () => {
    const ticket = await openTicket('jane', 'Acme B.V.', 'Printer on fire')
    const item = await told('staff', 'ticket_created', 'Printer on fire')
    expect(item).toMatchObject({
      subject: `#${ticket.number} Printer on fire`,
      company_name: 'Acme B.V.',
      link: `/support/ticket/${ticket.id}`,
      read_at: null,
    })
    await told('admin', 'ticket_created', 'Printer on fire')
    const [mail] = await mailsTo('staff@example.com', 'Printer on fire')
    expect(mail?.subject).toBe(`Nieuw ticket van Acme B.V.: #${ticket.number} Printer on fire`)
    expect(mail?.text).toContain(`/support/ticket/${ticket.id}`)
    expect((await bell('jane')).length).toBe(0)
    expect((await bell('reseller')).some((n) => n.subject.includes('Printer on fire'))).toBe(false)
  })

  it('a customer’s reply reaches staff; a staff reply does not', async () => {
    const ticket = await openTicket('jane', 'Acme B.V.', 'Slow mail')
    expect(
      (await as('staff')('POST', `/api/v1/tickets/${ticket.id}/messages`, { body: 'Looking' })).status,
    ).toBe(201)
    expect(
      (await as('jane')('POST', `/api/v1/tickets/${ticket.id}/messages`, { body: 'Still slow' })).status,
    ).toBe(201)
    const item = await told('admin', 'ticket_customer_reply', 'Slow mail')
    expect(item.link).toBe(`/support/ticket/${ticket.id}`)
    await told('staff', 'ticket_customer_reply', 'Slow mail')
    expect(
      (await bell('admin')).filter(
        (n) => n.event === 'ticket_customer_reply' && n.subject.includes('Slow mail'),
      ),
    ).toHaveLength(1)
    expect(await mailsTo('admin@example.com', 'replied on ticket')).toHaveLength(1)
  })

  it('an accepted quote reaches staff, linked to the quote', async () => {
    const staff = as('staff')
    const quote = await staff('POST', '/api/v1/billing/documents', {
      kind: 'quote',
      customer_id: ids['Acme B.V.'],
      lines: [{ description: 'Migration', quantity: '1', unit_price_minor: 9500, vat_rate_bp: 2100 }],
    })
    expect(quote.status, JSON.stringify(quote.body)).toBe(201)
    const issued = await staff('POST', `/api/v1/billing/documents/${quote.body.data.id}/issue`)
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    const number = issued.body.data.number as string
    expect((await as('jane')('POST', `/api/v1/finances/documents/${quote.body.data.id}/accept`)).status).toBe(
      200,
    )
    const item = await told('staff', 'quote_accepted', number)
    expect(item.link).toBe(`/billing/document/${quote.body.data.id}`)
    expect(await mailsTo('staff@example.com', `offerte ${number} geaccepteerd`)).toHaveLength(1)
  })

  it('an order awaiting approval, and a set-up that fails, reach staff linked to the order', async () => {
    const placed = await order('WEB-BASIS', 'hosting.web')
    const waiting = await told('staff', 'order_awaiting_approval', placed.number)
    expect(waiting.link).toBe(`/admin/orders/view/${placed.id}`)
    expect(
      await mailsTo('admin@example.com', `Order ${placed.number} of Acme B.V. awaits approval`),
    ).toHaveLength(1)

    // A panel this installation lacks: the item fails at once.
    await t.database.db
      .update(catalogProducts)
      .set({ adapter: 'plesk' })
      .where(eq(catalogProducts.code, 'VPS-S'))
    const failing = await order('VPS-S', 'hosting.vps')
    expect((await as('admin')('POST', `/api/v1/orders/${failing.id}/approve`)).status).toBe(200)
    const failed = await told('staff', 'provisioning_failed', failing.number)
    expect(failed.link).toBe(`/admin/orders/view/${failing.id}`)
    expect(await mailsTo('staff@example.com', `Inrichten van ${failing.number}`)).toHaveLength(1)
  })

  it('a reseller’s customer is told to the reseller’s people, not the provider’s', async () => {
    await openTicket('ian', 'Initech', 'Reseller desk')
    const item = await told('reseller', 'ticket_created', 'Reseller desk')
    expect(item.company_name).toBe('Initech')
    expect(await mailsTo('reseller@example.com', 'Reseller desk')).toHaveLength(1)
    expect((await bell('staff')).some((n) => n.subject.includes('Reseller desk'))).toBe(false)
  })

  it('follows the settings: none tells nothing, e-mail only mails, the company’s default applies', async () => {
    const staff = as('staff')
    const provider = 'Portico Demo Provider'
    const settings = await staff('GET', `/api/v1/companies/${ids[provider]}/notifications`)
    expect(settings.body.data.defaults).toMatchObject(STAFF_NOTIFICATION_DEFAULTS)
    // A customer company has no staff events, and refuses one, naming it.
    const acme = await as('jane')('GET', `/api/v1/companies/${ids['Acme B.V.']}/notifications`)
    expect(acme.body.data.defaults).not.toHaveProperty('ticket_created')
    const refused = await as('jane')('PUT', settingsUrl('Acme B.V.', 'mine'), {
      ...acme.body.data.mine,
      ticket_created: 'in_app',
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('ticket_created')

    const mine = { ...settings.body.data.mine }
    const save = async (choice: string | null) =>
      expect(
        (await staff('PUT', settingsUrl(provider, 'mine'), { ...mine, ticket_created: choice })).status,
      ).toBe(200)
    await save('none')
    await openTicket('jane', 'Acme B.V.', 'Quiet ticket')
    await told('admin', 'ticket_created', 'Quiet ticket')
    expect((await bell('staff')).some((n) => n.subject.includes('Quiet ticket'))).toBe(false)
    expect(await mailsTo('staff@example.com', 'Quiet ticket')).toHaveLength(0)

    await save('email')
    await openTicket('jane', 'Acme B.V.', 'Mailed ticket')
    await told('admin', 'ticket_created', 'Mailed ticket')
    expect(await mailsTo('staff@example.com', 'Mailed ticket')).toHaveLength(1)
    expect((await bell('staff')).some((n) => n.subject.includes('Mailed ticket'))).toBe(false)

    // Back to the company's default, which the provider's admin sets to the bell only.
    await save(null)
    const defaults = await as('admin')('PUT', settingsUrl(provider, 'defaults'), {
      ...settings.body.data.defaults,
      ticket_created: 'in_app',
    })
    expect(defaults.status, JSON.stringify(defaults.body)).toBe(200)
    await openTicket('jane', 'Acme B.V.', 'Bell ticket')
    await told('staff', 'ticket_created', 'Bell ticket')
    expect(await mailsTo('staff@example.com', 'Bell ticket')).toHaveLength(0)
  })

  it('lists unread first, marks one or all read, and never shows or marks another person’s', async () => {
    const staffBell = await bell('staff')
    const count = async (who: Who) =>
      (await as(who)('GET', '/api/v1/notifications/unread-count')).body.data.unread
    expect(await count('staff')).toBe(staffBell.filter((n) => !n.read_at).length)
    const [first, second] = staffBell
    if (!first || !second) throw new Error('staff have notifications by now')
    // Admin cannot read Stan's notification: it is not there for them.
    expect((await as('admin')('POST', `/api/v1/notifications/${first.id}/read`)).status).toBe(404)
    expect((await bell('admin')).some((n) => n.id === first.id)).toBe(false)
    expect((await as('staff')('POST', `/api/v1/notifications/${first.id}/read`)).status).toBe(204)
    const after = await bell('staff')
    expect(after.at(-1)?.id).toBe(first.id)
    expect(after.at(-1)?.read_at).not.toBeNull()
    expect(await count('staff')).toBe(staffBell.length - 1)
    const paged = await as('staff')('GET', '/api/v1/notifications?limit=1')
    expect(paged.body.data).toHaveLength(1)
    expect(paged.body.next_cursor).toBe('1')
    const next = await as('staff')('GET', `/api/v1/notifications?limit=1&cursor=${paged.body.next_cursor}`)
    expect(next.body.data[0].id).not.toBe(paged.body.data[0].id)
    expect((await as('staff')('GET', '/api/v1/notifications?cursor=minus')).status).toBe(400)
    expect((await as('staff')('POST', '/api/v1/notifications/read-all')).status).toBe(204)
    expect(await count('staff')).toBe(0)
    expect(await count('admin')).toBeGreaterThan(0)
    // Only a seller's people have a bell: a customer is never told there.
    const seller = async (who: Who) =>
      (await as(who)('GET', '/api/v1/notifications/unread-count')).body.data.seller
    expect([await seller('staff'), await seller('reseller'), await seller('jane')]).toEqual([
      true,
      true,
      false,
    ])
  })

  it('the fan-out run twice tells each person once', async () => {
    const event = {
      event: 'quote_accepted' as const,
      key: 'quote_accepted:twice',
      companyId: ids['Acme B.V.'] ?? '',
      subject: '#0 Twice',
      target: { kind: 'document' as const, id: ids['Acme B.V.'] ?? '' },
    }
    const ctx = await systemContext(
      { db: t.database.db, platform: t.app.platform },
      ids['Portico Demo Provider'] ?? '',
    )
    await Promise.all([fanOut(ctx, event), fanOut(ctx, event)])
    expect(await fanOut(ctx, event)).toBe(0)
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.event_key, 'quote_accepted:twice'))
    expect(rows.filter((r) => r.user_id === rows[0]?.user_id)).toHaveLength(1)
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length)
    expect(await mailsTo('admin@example.com', '#0 Twice')).toHaveLength(1)
  })
})
