// @postgres: the search runs as a named prepared statement on PostgreSQL (each connection keeps its own)
import { and, eq, isNotNull, ne, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  contacts,
  documents,
  domains,
  memberships,
  microsoftSubscriptions,
  microsoftTenants,
  orders,
  services,
  tickets,
  users,
} from '../src/db/schema/index.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import type { DemoUser } from './helpers/tokens.ts'

/**
 * Issue 15: the header search finds an item of each kind for a user who may see it and never for one
 * who may not (a cross-tenant table over the demo data).
 */
const demo = useDemoApp({ SEED_DEMO_ORDERS: 'true' })

// The demo data has no customer contacts or tickets: a contact and a ticket for Acme and Initech.
beforeAll(async () => {
  const made = [
    await demo.as('admin')('POST', `/api/v1/customers/${demo.ids['Acme B.V.']}/contacts`, {
      full_name: 'Ruud Zoekmans',
      email: 'ruud@acme.example',
    }),
    await demo.as('reseller')('POST', `/api/v1/customers/${demo.ids.Initech}/contacts`, {
      full_name: 'Ilse Vindbaar',
    }),
    await demo.as('jane', demo.ids['Acme B.V.'])('POST', '/api/v1/tickets', {
      subject: 'Printer on the second floor is offline',
      impact: 'low',
      urgency: 'low',
      message: 'Since this morning.',
    }),
    await demo.as('reseller')('POST', '/api/v1/tickets', {
      company: demo.ids.Initech,
      subject: 'Initech mailbox quota',
      impact: 'low',
      urgency: 'low',
      message: 'Full again.',
    }),
  ]
  for (const res of made) expect(res.status, JSON.stringify(res.body)).toBe(201)
})
type Hit = { kind: string; id: string; title: string; subtitle: string | null; path: string | null }

/** One record of each kind of a company: its id and what to type to find it. */
async function samplesOf(company: string) {
  const db = demo.t.database.db
  const id = demo.ids[company] ?? ''
  type Sample = { id: string; title: string }
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0]
  /** The first row of `table` that `where` picks, with `title` as what to type. */
  const sample = (table: PgTable & { id: AnyPgColumn }, title: AnyPgColumn, where: SQL | undefined) =>
    first(db.select({ id: table.id, title }).from(table).where(where)) as Promise<Sample | undefined>
  const member = await first(
    db
      .select({ id: users.id, title: users.display_name })
      .from(users)
      .innerJoin(memberships, eq(memberships.user_id, users.id))
      .where(eq(memberships.company_id, id)),
  )
  const samples: Record<string, Sample | undefined> = {
    company: { id, title: company },
    user: member,
    contact: await sample(contacts, contacts.full_name, eq(contacts.company_id, id)),
    document: await sample(
      documents,
      documents.number,
      and(eq(documents.customer_id, id), isNotNull(documents.number)),
    ),
    order: await sample(orders, orders.number, eq(orders.company_id, id)),
    service: await sample(
      services,
      services.name,
      and(eq(services.company_id, id), ne(services.type, 'domains.tld')),
    ),
    domain: await sample(domains, domains.name, eq(domains.company_id, id)),
    ticket: await sample(tickets, tickets.subject, eq(tickets.company_id, id)),
    microsoft_tenant: await sample(
      microsoftTenants,
      microsoftTenants.name,
      eq(microsoftTenants.company_id, id),
    ),
    microsoft_subscription: await sample(
      microsoftSubscriptions,
      microsoftSubscriptions.name,
      eq(microsoftSubscriptions.company_id, id),
    ),
  }
  return samples
}

async function found(who: DemoUser, kind: string, sample: { id: string; title: string }) {
  const res = await demo.as(who)('GET', `/api/v1/search?query=${encodeURIComponent(sample.title)}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body.data as Hit[]).find((h) => h.kind === kind && h.id === sample.id)
}

describe('header search', () => {
  it('finds each kind of Acme’s records for Jane and staff, never for the reseller or solo', async () => {
    const acme = await samplesOf('Acme B.V.')
    for (const [kind, sample] of Object.entries(acme)) {
      expect(sample, `the demo data has Acme's ${kind}`).toBeTruthy()
      if (!sample) continue
      // Jane's own name finds her as a user; staff and she see the record, the others never.
      expect(await found('jane', kind, sample), `jane finds ${kind} ${sample.title}`).toBeTruthy()
      expect(await found('admin', kind, sample), `admin finds ${kind}`).toBeTruthy()
      if (kind !== 'user') {
        expect(await found('reseller', kind, sample), `reseller must not find ${kind}`).toBeUndefined()
        expect(await found('solo', kind, sample), `solo must not find ${kind}`).toBeUndefined()
      }
    }
  })

  it('finds Initech’s records for its reseller, never for Jane', async () => {
    const initech = await samplesOf('Initech')
    let checked = 0
    for (const [kind, sample] of Object.entries(initech)) {
      if (!sample || kind === 'user') continue
      checked++
      expect(await found('reseller', kind, sample), `reseller finds ${kind}`).toBeTruthy()
      expect(await found('jane', kind, sample), `jane must not find ${kind}`).toBeUndefined()
    }
    expect(checked).toBeGreaterThanOrEqual(4)
  })

  it('ranks the exact name first and links each hit to the page that shows it to the caller', async () => {
    const acme = await samplesOf('Acme B.V.')
    const order = acme.order
    expect(order).toBeTruthy()
    const res = await demo.as('jane')('GET', `/api/v1/search?query=${order?.title}`)
    const hits = res.body.data as Hit[]
    expect(hits[0]).toMatchObject({ kind: 'order', id: order?.id, path: `/finances/orders/${order?.id}` })
    const staff = await demo.as('admin')('GET', `/api/v1/search?query=${order?.title}`)
    expect(staff.body.data[0].path).toBe(`/admin/orders/view/${order?.id}`)
    const company = await demo.as('jane')('GET', '/api/v1/search?query=Acme B.V.')
    expect(company.body.data[0]).toMatchObject({ kind: 'company', path: '/company/details' })
    const ticketNumber = await demo.t.database.db
      .select({ id: tickets.id, number: tickets.number })
      .from(tickets)
      .where(eq(tickets.company_id, demo.ids['Acme B.V.'] ?? ''))
    const ticket = ticketNumber[0]
    const byNumber = await demo.as('jane')('GET', `/api/v1/search?query=%23${ticket?.number}`)
    expect(byNumber.body.data[0]).toMatchObject({ kind: 'ticket', id: ticket?.id })
  })

  it('finds contacts by name and e-mail and people, linked to the pages that show them; never another tenant’s (issue 26 item 14)', async () => {
    const acme = demo.ids['Acme B.V.'] ?? ''
    const hits = async (who: DemoUser, query: string) =>
      (await demo.as(who)('GET', `/api/v1/search?query=${encodeURIComponent(query)}`)).body.data as Hit[]
    const [ruud] = await demo.t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.full_name, 'Ruud Zoekmans'))
    const contact = { kind: 'contact', id: ruud?.id, title: 'Ruud Zoekmans', subtitle: 'Acme B.V.' }
    expect(await hits('admin', 'Zoekmans')).toContainEqual({
      ...contact,
      path: `/customers/view/${acme}/contacts/${ruud?.id}`,
    })
    expect(await hits('jane', 'ruud@acme.example')).toContainEqual({ ...contact, path: null })
    // Another tenant's contacts: Acme's for the reseller, Initech's for Jane.
    expect((await hits('reseller', 'Zoekmans')).filter((h) => h.kind === 'contact')).toEqual([])
    expect((await hits('solo', 'ruud@acme')).filter((h) => h.kind === 'contact')).toEqual([])
    expect((await hits('jane', 'Vindbaar')).filter((h) => h.kind === 'contact')).toEqual([])
    expect((await hits('reseller', 'Vindbaar')).map((h) => h.kind)).toContain('contact')

    // People open the users of the company they are shown under: a customer's record for staff, the
    // company's own users page for its people.
    const person = (await samplesOf('Acme B.V.')).user
    expect(person).toBeTruthy()
    const found = (list: Hit[]) => list.find((h) => h.kind === 'user' && h.id === person?.id)
    expect(found(await hits('admin', person?.title ?? ''))?.path).toBe(`/customers/view/${acme}/users`)
    expect(found(await hits('jane', person?.title ?? ''))?.path).toBe('/company/users')
  })
})
