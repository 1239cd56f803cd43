import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'

const demo = useDemoApp()
const { as } = demo

describe('customers', () => {
  it('staff create a customer with the next number, a VIES check kept as proof, and an ETag', async () => {
    const res = await as('admin')('POST', '/api/v1/customers', {
      name: 'Wayne Enterprises B.V.',
      billing_email: 'billing@wayne.example',
      vat_id: 'nl 123456789 b01',
      address: { street: 'Kerkstraat 1', postal_code: '1017 GA', city: 'Amsterdam', country: 'nl' },
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('etag')).toBe('W/"1"')
    expect(res.body.data).toMatchObject({
      kind: 'customer',
      parent_name: 'Portico Demo Provider',
      vat_id: 'NL123456789B01',
      vat_check: { status: 'valid', source: 'sandbox' },
      address: { country: 'NL' },
    })
    expect(res.body.data.number).toBeGreaterThan(4)
  })

  it('lists with keyset pagination, search and sorting', async () => {
    const first = await as('admin')('GET', '/api/v1/customers?limit=2&sort=name')
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(2)
    const second = await as('admin')(
      'GET',
      `/api/v1/customers?limit=2&sort=name&cursor=${first.body.next_cursor}`,
    )
    const names = [...first.body.data, ...second.body.data].map((c: { name: string }) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(new Set(names).size).toBe(names.length)
    const found = await as('admin')('GET', '/api/v1/customers?q=amsterdam')
    expect(found.body.data.map((c: { name: string }) => c.name)).toEqual(['Wayne Enterprises B.V.'])
  })

  it('a reseller sees and creates only its own customers', async () => {
    const list = await as('reseller')('GET', '/api/v1/customers')
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual(['Initech'])
    const created = await as('reseller')('POST', '/api/v1/customers', { name: 'Hooli' })
    expect(created.status).toBe(201)
    expect(created.body.data.parent_name).toBe('Resell IT B.V.')
    const foreign = await as('reseller')('GET', `/api/v1/customers/${demo.ids['Acme B.V.']}`)
    expect(foreign.status).toBe(404)
    const asProvider = await as('reseller')('POST', '/api/v1/resellers', { name: 'Sneaky' })
    expect(asProvider.status).toBe(403)
  })

  it('refuses a stale write with 412, and a write without If-Match with 428', async () => {
    const id = demo.ids['Globex Ltd']
    const read = await as('admin')('GET', `/api/v1/customers/${id}`)
    const body = { name: 'Globex Ltd', language: 'en' }
    const put = (etag?: string) =>
      fetch(`${demo.t.baseUrl}/api/v1/customers/${id}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${demo.tokens.admin.access_token}`,
          'content-type': 'application/json',
          ...(etag ? { 'if-match': etag } : {}),
        },
        body: JSON.stringify(body),
      })
    expect((await put()).status).toBe(428)
    const ok = await put(read.headers.get('etag') ?? '')
    expect(ok.status).toBe(200)
    const stale = await put(read.headers.get('etag') ?? '')
    expect(stale.status).toBe(412)
  })

  it('archives and restores; an archived customer is gone for its users', async () => {
    const acme = demo.ids['Acme B.V.']
    expect(
      (await as('admin')('POST', `/api/v1/customers/${acme}/archive`)).body.data.archived_at,
    ).toBeTruthy()
    const archived = await as('admin')('GET', '/api/v1/customers?status=archived')
    expect(archived.body.data.map((c: { name: string }) => c.name)).toContain('Acme B.V.')
    const me = await as('jane')('GET', '/api/v1/_me')
    expect(me.body.companies.map((c: { name: string }) => c.name)).toEqual(['Globex Ltd'])
    expect((await as('jane')('GET', `/api/v1/companies/${acme}`)).status).toBe(404)
    expect((await as('admin')('POST', `/api/v1/customers/${acme}/restore`)).body.data.archived_at).toBeNull()
    expect((await as('jane')('GET', '/api/v1/_me')).body.companies).toHaveLength(2)
  })

  it('bad input gets a 400 naming the field, in the caller language, and changes nothing', async () => {
    const before = (await as('admin')('GET', '/api/v1/customers?limit=200')).body.data.length
    const res = await as('admin')('POST', '/api/v1/customers', {
      name: 'X',
      vat_id: 'hello',
      billing_email: 'nope',
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['billing_email', 'vat_id'])
    expect((await as('admin')('GET', '/api/v1/customers?limit=200')).body.data.length).toBe(before)
  })

  it('takes a phone number that can be called, in international form; refuses one that cannot (issue 26, item 3)', async () => {
    const create = (phone: string, country = 'NL') =>
      as('admin')(
        'POST',
        '/api/v1/customers',
        { name: `Phone test ${phone}`, phone, address: { country } },
        { 'accept-language': 'nl' },
      )
    const words = await create('call me maybe')
    expect(words.status).toBe(400)
    expect(words.body.errors).toEqual([
      { field: 'phone', message: 'Gebruik alleen cijfers, spaties en + ( ) . / -' },
    ])
    const short = await create('123')
    expect(short.status).toBe(400)
    expect(short.body.errors[0]).toMatchObject({ field: 'phone' })
    expect(short.body.errors[0].message).toMatch(/^Geen bruikbaar telefoonnummer/)
    const national = await create('020 123 4567')
    expect(national.status, JSON.stringify(national.body)).toBe(201)
    expect(national.body.data.phone).toBe('+31 20 123 4567')
    expect((await create('+49 30 123456', 'DE')).body.data.phone).toBe('+49 30 123456')
  })
})

describe('messages in the caller language', () => {
  it('keeps the contract’s own messages and translates them and conflicts to Dutch', async () => {
    const nl = { 'accept-language': 'nl-NL,nl;q=0.9' }
    const bad = await as('admin')('POST', '/api/v1/customers', {
      name: 'X',
      address: { country: 'Netherlands' },
    })
    expect(bad.body.errors[0]).toMatchObject({
      field: 'address.country',
      message: 'Use a two-letter country code (ISO 3166-1), e.g. NL',
    })
    const badNl = await as('admin')(
      'POST',
      '/api/v1/customers',
      { name: 'X', address: { country: 'Netherlands' } },
      nl,
    )
    expect(badNl.body.errors[0].message).toBe('Gebruik een landcode van twee letters (ISO 3166-1), bijv. NL')
    const stale = await as('admin')(
      'PUT',
      `/api/v1/customers/${demo.ids.Initech}`,
      { name: 'Initech' },
      { ...nl, 'if-match': 'W/"999"' },
    )
    expect(stale.status).toBe(412)
    expect(stale.body.detail).toMatch(/Iemand anders heeft dit eerder opgeslagen/)
  })
})
