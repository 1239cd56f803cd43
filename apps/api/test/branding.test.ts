import { beforeAll, describe, expect, it } from 'vitest'
import { billing } from './helpers/billing.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { loginEmbedded } from './helpers/oidcLogin.ts'
import { pdfText } from './helpers/pdf.ts'
import { solidPng } from './helpers/png.ts'
import { api } from './helpers/tokens.ts'

/** Issue 15: white-label branding — who may set a brand, its checks, and where a reseller's customers meet it. */
const demo = useDemoApp()
/** Initech's own user (the seed's), signed in only here: the other demo tests do not need it. */
let initechToken = ''
const initech = () => api(demo.t, initechToken)
beforeAll(async () => {
  initechToken = (await loginEmbedded(demo.t.baseUrl, 'initech@example.com', 'initech')).access_token
})
type Config = { brand: { brand_name: string } }
const url = (company: string) => `/api/v1/companies/${company}/branding`

/** A real, tiny PNG (pdfkit draws it): one teal pixel. */
const png = () => solidPng(1, 1, [0x0b, 0x72, 0x85])

async function upload(token: string, company: string, body: Buffer, type = 'image/png') {
  const res = await fetch(`${demo.t.baseUrl}${url(company)}/logo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': type, 'accept-language': 'nl' },
    body,
  })
  return { status: res.status, body: (await res.json()) as { detail?: string; data: { logo_url: string } } }
}

const brand = {
  brand_name: 'Resell IT Cloud',
  base_theme: 'flat',
  primary_color: '#0b7285',
  email_sender_name: 'Resell IT Cloud Support',
  invoice_footer: 'Resell IT Cloud - support@resellit.example',
  host_name: 'portal.resellit.example',
  slug: 'resell-it',
}

describe('white-label branding', () => {
  it('the reseller’s admin reads and saves its brand with If-Match; a pale colour is refused, naming the field', async () => {
    const reseller = demo.ids['Resell IT B.V.'] ?? ''
    const read = await demo.as('reseller')('GET', url(reseller))
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ editable: true, brandable: true, brand_name: 'Resell IT Cloud' })
    const version = read.body.data.version
    const pale = await demo.as('reseller')(
      'PUT',
      url(reseller),
      { ...brand, primary_color: '#ffd43b' },
      {
        'if-match': `"${version}"`,
        'accept-language': 'nl',
      },
    )
    expect(pale.status).toBe(400)
    expect(pale.body.errors?.[0]?.field ?? pale.body.fields?.[0]?.field).toBe('primary_color')
    expect(JSON.stringify(pale.body)).toMatch(/WCAG AA vraagt 4,5:1/)
    const saved = await demo.as('reseller')('PUT', url(reseller), brand, { 'if-match': `"${version}"` })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data.version).toBe(version + 1)
    const stale = await demo.as('reseller')('PUT', url(reseller), brand, { 'if-match': `"${version}"` })
    expect(stale.status).toBe(412)
  })

  it('cross-tenant: a customer cannot edit, a reseller cannot touch another brand, staff can edit any', async () => {
    const { ids } = demo
    const provider = ids['Portico Demo Provider'] ?? ''
    const initechId = ids.Initech ?? ''
    const acme = ids['Acme B.V.'] ?? ''
    const put = (who: 'jane' | 'reseller' | 'initech' | 'admin', company: string) =>
      (who === 'initech' ? initech() : demo.as(who))(
        'PUT',
        url(company),
        { ...brand, host_name: null, slug: null },
        { 'if-match': '"0"' },
      )
    expect((await put('jane', acme)).status).toBe(403)
    expect((await put('initech', initechId)).status).toBe(403)
    expect((await put('reseller', initechId)).status).toBe(403)
    expect((await put('reseller', provider)).status).toBe(404)
    expect((await demo.as('reseller')('GET', url(acme))).status).toBe(404)
    expect((await upload(demo.tokens.jane.access_token, acme, png())).status).toBe(403)
    const staff = await demo.as('admin')(
      'PUT',
      url(provider),
      { ...brand, brand_name: 'Portico Cloud', host_name: null, slug: null },
      { 'if-match': '"0"' },
    )
    expect(staff.status, JSON.stringify(staff.body)).toBe(200)
    const taken = await demo.as('admin')(
      'PUT',
      url(provider),
      { ...brand, slug: 'resell-it' },
      {
        'if-match': `"${staff.body.data.version}"`,
      },
    )
    expect(taken.status).toBe(409)
  })

  it('logo: PNG by content is kept and served publicly; SVG and too large are refused (415, 413)', async () => {
    const reseller = demo.ids['Resell IT B.V.'] ?? ''
    const token = demo.tokens.reseller.access_token
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await upload(token, reseller, svg, 'image/svg+xml')).status).toBe(415)
    expect((await upload(token, reseller, svg, 'image/png')).status).toBe(415)
    const big = Buffer.concat([png(), Buffer.alloc(600 * 1024)])
    const tooLarge = await upload(token, reseller, big)
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.detail).toMatch(/hoogstens 512 KB/)
    const ok = await upload(token, reseller, png())
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const logo = await fetch(`${demo.t.baseUrl}${ok.body.data.logo_url}`)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/png')
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('Initech sees the reseller’s brand in the portal, on the sign-in page, on its invoice PDF and in its mail; never the provider’s', async () => {
    const me = await initech()('GET', '/api/v1/brand')
    expect(me.body.data).toMatchObject({ brand_name: 'Resell IT Cloud', primary_color: '#0b7285' })
    const jane = await demo.as('jane')('GET', '/api/v1/brand')
    expect(jane.body.data.brand_name).toBe('Portico Cloud')
    const config = (await (await fetch(`${demo.t.baseUrl}/api/config?brand=resell-it`)).json()) as Config
    expect(config.brand.brand_name).toBe('Resell IT Cloud')
    const byHost = await fetch(`${demo.t.baseUrl}/api/config`, { headers: { 'x-forwarded-host': 'x' } })
    expect(((await byHost.json()) as Config).brand.brand_name).toBe('Portico')

    // Resell IT invoices Initech on its own books: its name, its IBAN (issue 25 item 9).
    const books = billing(demo.t, demo.tokens.reseller.access_token)
    const draft = await books.draft(demo.ids.Initech ?? '')
    expect((await books.issue(draft.id)).status).toBe(200)
    const { text } = await pdfText(demo.t.baseUrl, initechToken, `/api/v1/finances/documents/${draft.id}/pdf`)
    expect(text).toContain('Resell IT B.V.')
    expect(text.replace(/\s/g, '')).toContain('NL44RABO0123456789')
    expect(text).toContain('support@resellit.example')
    expect(text).not.toMatch(/Portico/i)
    const sent = await books.call('POST', `/api/v1/billing/documents/${draft.id}/send`, {})
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const outbox = await api(demo.t, demo.tokens.admin.access_token)('GET', '/api/v1/mail/outbox')
    const mail = outbox.body.data.find((m: { to: string }) => m.to === 'accounts@initech.example')
    expect(mail).toMatchObject({ from_name: 'Resell IT Cloud Support' })
    expect(mail.text).toContain('Resell IT Cloud')
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Portico/i)
    const contracts = await pdfText(
      demo.t.baseUrl,
      initechToken,
      `/api/v1/companies/${demo.ids.Initech}/contracts/pdf`,
    )
    expect(contracts.text).toContain('Resell IT Cloud')
    expect(contracts.text).not.toMatch(/Portico/i)
  })

  it('bad input: unknown fields, malformed colours, host names and slugs are 400', async () => {
    const reseller = demo.ids['Resell IT B.V.'] ?? ''
    const headers = { 'if-match': '"99"' }
    for (const body of [
      { ...brand, extra: 1 },
      { ...brand, primary_color: 'red' },
      { ...brand, host_name: 'not a host' },
      { ...brand, slug: 'Bad Slug' },
      { ...brand, brand_name: '' },
      { ...brand, email_sender_name: 'Evil\r\nBcc: x@y' },
      { ...brand, base_theme: 'neon' },
    ]) {
      const res = await demo.as('reseller')('PUT', url(reseller), body, headers)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })
})
