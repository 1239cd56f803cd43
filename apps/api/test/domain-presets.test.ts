import { describe, expect, it } from 'vitest'
import { useDemoApp } from './helpers/demoApp.ts'
import { dnsRecord } from './helpers/dns.ts'
import { fieldsOf } from './helpers/problems.ts'

const demo = useDemoApp()
type Contact = { id: string; handle: string; company_id: string; in_use: number }

const contacts = async (who: 'jane' | 'reseller', company: string) =>
  (await demo.as(who)('GET', `/api/v1/domains/contacts?company=${demo.ids[company]}`)).body.data as Contact[]

const newContact = async (company: string) => {
  const res = await demo.as('jane')('POST', '/api/v1/domains/contacts', {
    company_id: demo.ids[company],
    name: 'Preset Person',
    address_lines: ['Oudegracht 1'],
    postal_code: '3511 AA',
    city: 'Utrecht',
    country: 'NL',
    email: 'preset@acme.example',
    voice: '+31 30 123 4567',
  })
  expect(res.status).toBe(201)
  return res.body.data as Contact
}

const preset = (extra: Record<string, unknown> = {}) => ({
  company_id: demo.ids['Acme B.V.'],
  name: 'Office 365',
  nameservers: ['ns1.example.net', 'NS2.example.net'],
  dns_template: [
    dnsRecord('MX', '@', 'acme-nl.mail.protection.outlook.com', 0),
    dnsRecord('TXT', '@', 'v=spf1 include:spf.protection.outlook.com -all'),
  ],
  registrant_id: null,
  admin_id: null,
  tech_id: null,
  billing_id: null,
  ...extra,
})

describe('domain presets', () => {
  it('lists the seeded preset of the caller’s companies only', async () => {
    const jane = await demo.as('jane')('GET', '/api/v1/domains/presets')
    expect(jane.status).toBe(200)
    expect(jane.body.data.map((p: { name: string }) => p.name)).toContain('Acme standard')
    const reseller = await demo.as('reseller')('GET', '/api/v1/domains/presets')
    expect(reseller.body.data.map((p: { name: string }) => p.name)).not.toContain('Acme standard')
  })

  it('creates, reads, updates with If-Match (428 without, 412 when stale) and deletes a preset', async () => {
    const contact = await newContact('Acme B.V.')
    const created = await demo.as('jane')(
      'POST',
      '/api/v1/domains/presets',
      preset({ name: 'CRUD preset', registrant_id: contact.id, tech_id: contact.id }),
    )
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      name: 'CRUD preset',
      company_name: 'Acme B.V.',
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      registrant_id: contact.id,
      tech_id: contact.id,
      admin_id: null,
      version: 1,
    })
    expect(created.body.data.dns_template).toHaveLength(2)
    const id = created.body.data.id
    const read = await demo.as('jane')('GET', `/api/v1/domains/presets/${id}`)
    expect(read.status).toBe(200)
    const etag = read.headers.get('etag') ?? ''

    const body = preset({ name: 'CRUD preset renamed', registrant_id: contact.id })
    expect((await demo.as('jane')('PUT', `/api/v1/domains/presets/${id}`, body)).status).toBe(428)
    const put = await demo.as('jane')('PUT', `/api/v1/domains/presets/${id}`, body, { 'if-match': etag })
    expect(put.status).toBe(200)
    expect(put.body.data).toMatchObject({ name: 'CRUD preset renamed', tech_id: null, version: 2 })
    const stale = await demo.as('jane')('PUT', `/api/v1/domains/presets/${id}`, body, { 'if-match': etag })
    expect(stale.status).toBe(412)

    expect((await demo.as('jane')('DELETE', `/api/v1/domains/presets/${id}`)).status).toBe(204)
    expect((await demo.as('jane')('GET', `/api/v1/domains/presets/${id}`)).status).toBe(404)
  })

  it('judges the DNS template as a zone, naming the record’s field, in Dutch when asked', async () => {
    const res = await demo.as('jane')(
      'POST',
      '/api/v1/domains/presets',
      preset({
        name: 'Clash',
        dns_template: [dnsRecord('CNAME', 'www', 'acme.example.net'), dnsRecord('TXT', 'www', 'hello')],
      }),
      { 'accept-language': 'nl' },
    )
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual([
      {
        field: 'dns_template.0.name',
        message: 'Een CNAME kan niet naast andere records met dezelfde naam staan',
      },
    ])
    const mx = await demo.as('jane')(
      'POST',
      '/api/v1/domains/presets',
      preset({ name: 'Bad MX', dns_template: [dnsRecord('MX', '@', '192.0.2.1', 10)], nameservers: ['ns1'] }),
    )
    expect(fieldsOf(mx.body).sort()).toEqual(['dns_template.0.content', 'nameservers'])
  })

  it('refuses a contact of another company, naming the role', async () => {
    const [globex] = await contacts('jane', 'Globex Ltd')
    const [initech] = await contacts('reseller', 'Initech')
    expect(globex && initech).toBeTruthy()
    const res = await demo.as('jane')(
      'POST',
      '/api/v1/domains/presets',
      preset({ name: 'Foreign', admin_id: globex?.id, billing_id: initech?.id }),
      { 'accept-language': 'nl' },
    )
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body)).toEqual(['admin_id', 'billing_id'])
    expect(res.body.detail).toBe('Er is geen contact van dit bedrijf met dit id.')
  })

  it('a name taken in the company is a 409 naming the field; another company may use it', async () => {
    const res = await demo.as('jane')('POST', '/api/v1/domains/presets', preset({ name: 'Acme standard' }), {
      'accept-language': 'nl',
    })
    expect(res.status).toBe(409)
    expect(fieldsOf(res.body)).toEqual(['name'])
    expect(res.body.detail).toBe('Dit bedrijf heeft al een voorinstelling met de naam Acme standard.')
    const globex = await demo.as('jane')(
      'POST',
      '/api/v1/domains/presets',
      preset({ name: 'Acme standard', company_id: demo.ids['Globex Ltd'] }),
    )
    expect(globex.status).toBe(201)
  })

  it('other tenants get 404 for reading, changing and deleting; a company they cannot see is refused', async () => {
    const acme = (await demo.as('jane')('GET', '/api/v1/domains/presets')).body.data.find(
      (p: { name: string; company_name: string }) =>
        p.name === 'Acme standard' && p.company_name === 'Acme B.V.',
    )
    const url = `/api/v1/domains/presets/${acme.id}`
    expect((await demo.as('reseller')('GET', url)).status).toBe(404)
    expect((await demo.as('reseller')('PUT', url, preset(), { 'if-match': 'W/"1"' })).status).toBe(404)
    expect((await demo.as('reseller')('DELETE', url)).status).toBe(404)
    expect((await demo.as('jane')('GET', url)).status).toBe(200)
    const foreign = await demo.as('reseller')('POST', '/api/v1/domains/presets', preset())
    expect(foreign.status).toBe(400)
    expect(fieldsOf(foreign.body)).toEqual(['company_id'])
  })

  it('a contact named by a preset is in use: deleting it is a 409', async () => {
    const contact = await newContact('Acme B.V.')
    const created = await demo.as('jane')(
      'POST',
      '/api/v1/domains/presets',
      preset({ name: 'Uses a contact', billing_id: contact.id }),
    )
    expect(created.status).toBe(201)
    const read = await demo.as('jane')('GET', `/api/v1/domains/contacts/${contact.id}`)
    expect(read.body.data.in_use).toBe(1)
    const res = await demo.as('jane')('DELETE', `/api/v1/domains/contacts/${contact.id}`, undefined, {
      'accept-language': 'nl',
    })
    expect(res.status).toBe(409)
    expect(res.body.detail).toBe(
      'Dit contact wordt gebruikt door domeinen of voorinstellingen (1); wijzig die eerst.',
    )
  })
})
