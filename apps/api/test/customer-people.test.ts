import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'
import { loginEmbedded } from './helpers/oidcLogin.ts'
import { api } from './helpers/tokens.ts'

const demo = useDemoApp()
const { as } = demo
const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>'

describe('contacts and locations', () => {
  it('adds a contact with every spec field and a location that points at it; stores text as given', async () => {
    const base = `/api/v1/customers/${demo.ids.Initech}`
    const contact = await as('reseller')('POST', `${base}/contacts`, {
      full_name: `Bill ${XSS}`,
      job_title: 'CTO',
      phone_number: '+31 20 123 4567',
      phone_number_extension: '12',
      mobile_number: '+31 6 1234 5678',
      email: 'bill@initech.example',
      preferred_language: 'nl',
      communication_method: 'mobile',
    })
    expect(contact.status).toBe(201)
    expect(contact.body.data.full_name).toBe(`Bill ${XSS}`)
    const location = await as('reseller')('POST', `${base}/locations`, {
      name: 'HQ',
      address: { street: 'Main 1', postal_code: '1000 AA', city: 'Austin', country: 'us' },
      contact_id: contact.body.data.id,
    })
    expect(location.status).toBe(201)
    expect(location.body.data).toMatchObject({ contact_name: `Bill ${XSS}`, address: { country: 'US' } })
    const foreignContact = await as('admin')('POST', `/api/v1/customers/${demo.ids['Acme B.V.']}/locations`, {
      name: 'Elsewhere',
      address: {},
      contact_id: contact.body.data.id,
    })
    expect(foreignContact.status).toBe(400)
    expect(foreignContact.body.errors[0].field).toBe('contact_id')
  })

  it('edits with If-Match, refuses stale edits, archives, and never shows them to other tenants', async () => {
    const base = `/api/v1/customers/${demo.ids.Initech}/contacts`
    const list = await as('reseller')('GET', base)
    const id = list.body.data[0].id
    const read = await as('reseller')('GET', `${base}/${id}`)
    const put = (etag: string) =>
      fetch(`${demo.t.baseUrl}${base}/${id}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${demo.tokens.reseller.access_token}`,
          'content-type': 'application/json',
          'if-match': etag,
        },
        body: JSON.stringify({ full_name: 'Bill Lumbergh' }),
      })
    expect((await put(read.headers.get('etag') ?? '')).status).toBe(200)
    expect((await put(read.headers.get('etag') ?? '')).status).toBe(412)
    expect((await as('jane')('GET', base)).status).toBe(404)
    expect((await as('reseller')('DELETE', `${base}/${id}`)).status).toBe(204)
    expect((await as('reseller')('GET', `${base}/${id}`)).status).toBe(404)
    const activity = await as('reseller')('GET', `/api/v1/customers/${demo.ids.Initech}/activity`)
    expect(activity.body.data.map((a: { action: string }) => a.action)).toEqual(
      expect.arrayContaining(['contact.created', 'contact.updated', 'contact.archived', 'location.created']),
    )
  })
})

describe('company users', () => {
  it('invites a user: an account with a set-password link in the outbox; the user sets it and signs in', async () => {
    const invited = await as('jane')('POST', `/api/v1/companies/${demo.ids['Acme B.V.']}/users`, {
      email: 'Peter@Acme.example',
      display_name: 'Peter Gibbons',
      role: 'billing',
    })
    expect(invited.status).toBe(201)
    expect(invited.body.data).toMatchObject({ email: 'peter@acme.example', role: 'billing', invited: true })
    const outbox = await as('admin')('GET', '/api/v1/mail/outbox')
    const mail = outbox.body.data.find((m: { to: string }) => m.to === 'peter@acme.example')
    const link = /\/account\/set-password\/[\w-]+/.exec(mail.text)?.[0] ?? ''
    expect(link).not.toBe('')
    const setPassword = (password: string) =>
      fetch(`${demo.t.baseUrl}${link}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `password=${password}`,
      })
    expect((await setPassword('short')).status).toBe(400)
    expect((await setPassword('correct-horse-battery')).status).toBe(303)
    expect((await fetch(`${demo.t.baseUrl}${link}`)).status).toBe(404)
    const peter = await loginEmbedded(demo.t.baseUrl, 'peter@acme.example', 'correct-horse-battery')
    const me = await api(demo.t, peter.access_token)('GET', '/api/v1/_me')
    expect(me.body.companies.map((c: { name: string }) => c.name)).toEqual(['Acme B.V.'])
  })

  it('changes roles, keeps the last admin, removes users; outsiders get 404 and members 403', async () => {
    const path = `/api/v1/companies/${demo.ids['Acme B.V.']}/users`
    const users = (await as('jane')('GET', path)).body.data as {
      user_id: string
      email: string
      role: string
    }[]
    const jane = users.find((u) => u.email === 'jane@example.com')
    const peter = users.find((u) => u.email === 'peter@acme.example')
    expect((await as('jane')('PUT', `${path}/${jane?.user_id}`, { role: 'member' })).status).toBe(409)
    expect((await as('jane')('PUT', `${path}/${peter?.user_id}`, { role: 'technical' })).body.data.role).toBe(
      'technical',
    )
    expect((await as('reseller')('GET', path)).status).toBe(404)
    expect((await as('jane')('DELETE', `${path}/${peter?.user_id}`)).status).toBe(204)
    expect((await as('jane')('GET', path)).body.data).toHaveLength(1)
  })
})

describe('CSV', () => {
  it('exports the list with the chosen columns, formula cells defused', async () => {
    await as('admin')('POST', '/api/v1/customers', {
      name: '=HYPERLINK("http://evil")',
      billing_email: 'x@example.com',
    })
    const res = await fetch(`${demo.t.baseUrl}/api/v1/customers/export?columns=number,name`, {
      headers: { authorization: `Bearer ${demo.tokens.admin.access_token}` },
    })
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lines = (await res.text()).trim().split('\n')
    expect(lines[0]).toBe('number,name')
    expect(lines.some((l) => l.includes("'=HYPERLINK"))).toBe(true)
    const bad = await as('admin')('GET', '/api/v1/customers/export?columns=number,password')
    expect(bad.status).toBe(400)
  })

  it('imports all rows or none, with a per-row report', async () => {
    const count = async () => (await as('admin')('GET', '/api/v1/customers?limit=200')).body.data.length
    const before = await count()
    const bad = await as('admin')(
      'POST',
      '/api/v1/customers/import',
      'name,billing_email,country\nGood Co,good@example.com,NL\n,broken,NLD\n',
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, field: 'name' }),
        expect.objectContaining({ row: 3, field: 'billing_email' }),
      ]),
    )
    expect(await count()).toBe(before)
    const good = await as('admin')(
      'POST',
      '/api/v1/customers/import',
      'name,city,country\nImported One,Delft,NL\nImported Two,Gent,BE\n',
    )
    expect(good.status).toBe(201)
    expect(good.body.imported).toBe(2)
    expect(await count()).toBe(before + 2)
    const list = await as('admin')('GET', '/api/v1/customers?q=imported%20one')
    const number = list.body.data[0].number
    const contacts = await as('admin')(
      'POST',
      '/api/v1/customers/contacts/import',
      `customer_number,full_name,email\n${number},Ann Import,ann@example.com\n999999,Nobody,\n`,
    )
    expect(contacts.status).toBe(422)
    expect(contacts.body.errors[0]).toMatchObject({ row: 3, field: 'customer_number' })
  })
})
