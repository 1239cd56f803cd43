import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'

/** `If-Match: *` matches any current representation (RFC 9110 13.1.1; issue 10, defect 6). */
const { as } = useDemoApp()

const admin = (ifMatch?: string) => (method: string, path: string, body?: unknown) =>
  as('admin')(method, path, body, ifMatch ? { 'if-match': ifMatch } : {})

describe('If-Match: *', () => {
  it('updates a customer whatever its version, and a stale ETag still gets 412', async () => {
    const created = await admin()('POST', '/api/v1/customers', { name: 'Star Match B.V.' })
    const path = `/api/v1/customers/${created.body.data.id}`
    const first = await admin('*')('PUT', path, { name: 'Star Match 2' })
    expect(first.status).toBe(200)
    expect(first.headers.get('etag')).toBe('W/"2"')
    const second = await admin('*')('PUT', path, { name: 'Star Match 3' })
    expect(second.status).toBe(200)
    expect(second.body.data.name).toBe('Star Match 3')
    expect((await admin('W/"1"')('PUT', path, { name: 'Stale' })).status).toBe(412)
  })

  it('works the same in other modules (a contact, an e-mail template)', async () => {
    const customer = await admin()('POST', '/api/v1/customers', { name: 'Star Contacts B.V.' })
    const contacts = `/api/v1/customers/${customer.body.data.id}/contacts`
    const contact = await admin()('POST', contacts, { full_name: 'Ann Star' })
    const updated = await admin('*')('PUT', `${contacts}/${contact.body.data.id}`, { full_name: 'Ann Starr' })
    expect(updated.status).toBe(200)
    expect(updated.body.data.full_name).toBe('Ann Starr')
    const template = await admin('*')('PUT', '/api/v1/billing/settings/emails/invoice/en', {
      subject: 'Your invoice',
      body: 'Dear customer, here it is.',
    })
    expect(template.status).toBe(200)
  })

  it('with nothing current to match it answers 412, without a header still 428', async () => {
    const missing = '/api/v1/customers/00000000-0000-4000-8000-000000000000'
    expect((await admin('*')('PUT', missing, { name: 'Nobody' })).status).toBe(412)
    const created = await admin()('POST', '/api/v1/customers', { name: 'Star Header B.V.' })
    expect((await admin()('PUT', `/api/v1/customers/${created.body.data.id}`, { name: 'x' })).status).toBe(
      428,
    )
  })
})
