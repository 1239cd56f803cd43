// @postgres: money and dates through node-postgres's type parsers (docs/testing.md)
import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, idempotencyKeys } from '../src/db/schema/index.ts'
import { billing } from './helpers/billing.ts'
import type { Tokens } from './helpers/oidcLogin.ts'
import { pdfText as readPdf } from './helpers/pdf.ts'
import { startTestApp, type TestApp } from './helpers/testApp.ts'
import { api, companyIds, type DemoUser, loginAll } from './helpers/tokens.ts'

let t: TestApp
let tokens: Record<DemoUser, Tokens>
let ids: Record<string, string>
let staff: ReturnType<typeof billing>
beforeAll(async () => {
  t = await startTestApp()
  tokens = await loginAll(t)
  ids = await companyIds(t)
  staff = billing(t, tokens.admin.access_token)
  await t.database.db
    .update(companies)
    .set({ billing_email: 'ap@acme.example', address_country: 'NL', language: 'nl' })
    .where(eq(companies.id, ids['Acme B.V.'] ?? ''))
})
afterAll(() => t?.close())

const year = new Date().getUTCFullYear()
const pdfText = async (path: string, token: string) => (await readPdf(t.baseUrl, token, path)).text

describe('invoices', () => {
  let invoiceId = ''
  it('a draft has no number and live totals per VAT rate', async () => {
    const draft = await staff.draft(ids['Acme B.V.'] ?? '')
    invoiceId = draft.id
    const res = await staff.call('GET', `/api/v1/billing/documents/${draft.id}`)
    expect(res.body.data).toMatchObject({
      status: 'draft',
      number: null,
      subtotal_minor: 5997 + 1000 + 900,
      vat_breakdown: [
        { rate_bp: 2100, base_minor: 6997, vat_minor: 1469 },
        { rate_bp: 900, base_minor: 900, vat_minor: 81 },
      ],
      total_minor: 7897 + 1469 + 81,
    })
  })

  it('issues with a number, freezes it, and the PDF text shows number, VAT and totals', async () => {
    const res = await staff.issue(invoiceId, 'issue-acme-1')
    expect(res.status).toBe(200)
    expect(res.body.data.number).toBe(`INV-${year}-00001`)
    expect(res.body.data.due_date).toBeTruthy()
    const text = await pdfText(`/api/v1/billing/documents/${invoiceId}/pdf`, tokens.admin.access_token)
    expect(text).toContain(`INV-${year}-00001`)
    expect(text).toMatch(/Btw 21% over € 69,97/)
    expect(text).toContain('€ 94,47')
    expect(text).toContain('Acme B.V.')
  })

  it('replays an idempotent issue and refuses changes through the API and by SQL', async () => {
    const replay = await staff.issue(invoiceId, 'issue-acme-1')
    expect(replay.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    const again = await staff.issue(invoiceId)
    expect(again.status).toBe(409)
    const put = await staff.call(
      'PUT',
      `/api/v1/billing/documents/${invoiceId}`,
      { kind: 'invoice', customer_id: ids['Acme B.V.'], lines: [] },
      { 'if-match': 'W/"2"' },
    )
    expect(put.status).toBe(409)
    expect((await staff.call('DELETE', `/api/v1/billing/documents/${invoiceId}`)).status).toBe(409)
    const db = t.database.db
    await expect(
      db.execute(sql`update documents set total_minor = 1 where id = ${invoiceId}`),
    ).rejects.toThrow()
    await expect(
      db.execute(sql`update document_lines set unit_price_minor = 1 where document_id = ${invoiceId}`),
    ).rejects.toThrow()
    await expect(db.execute(sql`delete from documents where id = ${invoiceId}`)).rejects.toThrow()
  })

  it('idempotency: another body with the same key is 422; a request in flight is 409', async () => {
    const pay = (key: string, amount: number) =>
      staff.call(
        'POST',
        `/api/v1/billing/documents/${invoiceId}/payments`,
        { paid_on: '2026-11-01', amount_minor: amount, method: 'bank_transfer' },
        { 'idempotency-key': key },
      )
    expect((await pay('pay-1', 1000)).status).toBe(200)
    const replay = await pay('pay-1', 1000)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.body.data.paid_minor).toBe(1000)
    expect((await pay('pay-1', 2000)).status).toBe(422)
    const me = await staff.call('GET', '/api/v1/_me')
    const route = `POST /api/v1/billing/documents/${invoiceId}/payments`
    const body = { paid_on: '2026-11-01', amount_minor: 5, method: 'bank_transfer' }
    const hash = createHash('sha256')
      .update(`${route}\n${JSON.stringify(body)}`)
      .digest('hex')
    await t.database.db
      .insert(idempotencyKeys)
      .values({ user_id: me.body.id, key: 'busy', route, request_hash: hash, state: 'in_flight' })
    expect((await pay('busy', 5)).status).toBe(409)
    const paid = await pay('pay-2', 9447 - 1000)
    expect(paid.body.data).toMatchObject({ status: 'paid', balance_minor: 0 })
  })

  it('sends with the template and the PDF attached, recorded in the outbox and history', async () => {
    const other = await staff.draft(ids['Acme B.V.'] ?? '')
    await staff.issue(other.id)
    const sent = await staff.call('POST', `/api/v1/billing/documents/${other.id}/send`, {})
    expect(sent.status).toBe(200)
    expect(sent.body.data.status).toBe('sent')
    const outbox = await staff.call('GET', '/api/v1/mail/outbox')
    type Mail = { subject: string; to: string; text: string }
    const mails = (outbox.body.data as Mail[]).filter((m) => m.subject.includes(`INV-${year}-00002`))
    const mail = mails.find((m) => m.to === 'ap@acme.example')
    expect(mail?.text).toContain(`/finances/invoices/${other.id}`)
    // Acme's people who want to hear of new invoices (jane, by default) get the message too.
    expect(mails.map((m) => m.to).sort()).toEqual(['ap@acme.example', 'jane@example.com'])
  })

  it('a credit note reverses an invoice in full', async () => {
    const credit = await staff.call('POST', `/api/v1/billing/documents/${invoiceId}/credit-notes`, {})
    expect(credit.status).toBe(201)
    expect(credit.body.data).toMatchObject({
      kind: 'credit_note',
      total_minor: -9447,
      original_id: invoiceId,
    })
    const issued = await staff.issue(credit.body.data.id)
    expect(issued.body.data.number).toBe(`CN-${year}-00001`)
    expect(issued.body.data.original_number).toBe(`INV-${year}-00001`)
    const text = await pdfText(
      `/api/v1/billing/documents/${credit.body.data.id}/pdf`,
      tokens.admin.access_token,
    )
    expect(text).toContain(`INV-${year}-00001`)
  })
})

describe('quotes and the customer side', () => {
  it('twenty payments at once on one invoice: it is paid exactly once, the rest is credit', async () => {
    const draft = await staff.draft(ids['Resell IT B.V.'] ?? '', [
      { description: 'Support', quantity: '1', unit_price_minor: 5_000, vat_rate_bp: 0 },
    ])
    expect((await staff.issue(draft.id)).status).toBe(200)
    const pay = () =>
      staff.call('POST', `/api/v1/billing/documents/${draft.id}/payments`, {
        amount_minor: 1_000,
        paid_on: '2026-11-24',
        method: 'bank_transfer',
      })
    const answers = await Promise.all(Array.from({ length: 20 }, pay))
    // A payment that finds the invoice paid already is refused; none is lost or counted twice.
    const accepted = answers.filter((a) => a.status === 200).length
    expect(answers.every((a) => [200, 409].includes(a.status))).toBe(true)
    const invoice = (await staff.call('GET', `/api/v1/billing/documents/${draft.id}`)).body.data
    expect(invoice).toMatchObject({ status: 'paid', paid_minor: 5_000, balance_minor: 0 })
    const account = (await staff.call('GET', `/api/v1/customers/${ids['Resell IT B.V.']}/account`)).body.data
    expect(account.credit_minor).toBe(accepted * 1_000 - 5_000)
  })

  it('the customer sees issued documents of their companies only, never drafts, and downloads the PDF', async () => {
    const draft = await staff.draft(ids['Acme B.V.'] ?? '')
    const globex = await staff.draft(ids['Globex Ltd'] ?? '')
    await staff.issue(globex.id)
    const jane = api(t, tokens.jane.access_token)
    const list = await jane('GET', '/api/v1/finances/documents?kind=invoice')
    const ids$ = list.body.data.map((d: { id: string }) => d.id)
    expect(ids$).not.toContain(draft.id)
    expect(ids$).toContain(globex.id)
    expect((await jane('GET', `/api/v1/finances/documents/${draft.id}`)).status).toBe(404)
    const scoped = await api(
      t,
      tokens.jane.access_token,
      ids['Acme B.V.'],
    )('GET', '/api/v1/finances/documents')
    expect(scoped.body.data.map((d: { id: string }) => d.id)).not.toContain(globex.id)
    expect(
      (await api(t, tokens.reseller.access_token)('GET', `/api/v1/finances/documents/${globex.id}`)).status,
    ).toBe(404)
    expect((await jane('GET', '/api/v1/billing/documents')).status).toBe(403)
    const text = await pdfText(`/api/v1/finances/documents/${globex.id}/pdf`, tokens.jane.access_token)
    expect(text).toContain('Globex Ltd')
  })

  it('a quote is accepted by the customer and converted into an invoice once', async () => {
    const quote = await staff.call('POST', '/api/v1/billing/documents', {
      kind: 'quote',
      customer_id: ids['Acme B.V.'],
      lines: [
        { description: 'Migration project', quantity: '10', unit_price_minor: 9500, vat_rate_bp: 2100 },
      ],
    })
    const issued = await staff.issue(quote.body.data.id)
    expect(issued.body.data.number).toBe(`Q-${year}-00001`)
    const jane = api(t, tokens.jane.access_token)
    expect(
      (await jane('POST', `/api/v1/finances/documents/${quote.body.data.id}/accept`)).body.data.status,
    ).toBe('accepted')
    expect((await jane('POST', `/api/v1/finances/documents/${quote.body.data.id}/decline`)).status).toBe(409)
    const converted = await staff.call('POST', `/api/v1/billing/documents/${quote.body.data.id}/convert`)
    expect(converted.status).toBe(201)
    expect(converted.body.data).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      total_minor: 114950,
      quote_id: quote.body.data.id,
    })
    expect((await staff.call('POST', `/api/v1/billing/documents/${quote.body.data.id}/convert`)).status).toBe(
      409,
    )
  })
})

describe('VAT', () => {
  it('zero-rates B2B in another EU country with a VIES-checked VAT id, and says so on the PDF', async () => {
    const created = await staff.call('POST', '/api/v1/customers', {
      name: 'Müller GmbH',
      vat_id: 'DE123456789',
      address: { city: 'Berlin', country: 'DE' },
      language: 'en',
    })
    const draft = await staff.draft(created.body.data.id)
    const issued = await staff.issue(draft.id)
    expect(issued.body.data).toMatchObject({ reverse_charge: true, vat_minor: 0, total_minor: 7897 })
    const text = await pdfText(`/api/v1/billing/documents/${draft.id}/pdf`, tokens.admin.access_token)
    expect(text).toContain('VAT reverse charged')
    expect(text).toContain('DE123456789')
  })

  it('fails closed: VIES unavailable means VAT is charged', async () => {
    const created = await staff.call('POST', '/api/v1/customers', {
      name: 'Offline SARL',
      vat_id: 'FRXX999999999',
      address: { country: 'FR' },
    })
    expect(created.body.data.vat_check.status).toBe('unavailable')
    const draft = await staff.draft(created.body.data.id)
    expect((await staff.issue(draft.id)).body.data).toMatchObject({ reverse_charge: false, vat_minor: 1550 })
  })

  it('shows the VAT in EUR on a document in another currency', async () => {
    const draft = await staff.draft(ids['Acme B.V.'] ?? '', undefined, { currency: 'USD', eur_rate: '0.9' })
    const issued = await staff.issue(draft.id)
    expect(issued.body.data.vat_breakdown[0]).toMatchObject({
      rate_bp: 2100,
      vat_minor: 1469,
      vat_eur_minor: 1322,
    })
  })
})

describe('reverse charge at issue', () => {
  it('is judged again at issue: a VAT id no longer valid means VAT is charged; quotes follow the same rule', async () => {
    const created = await staff.call('POST', '/api/v1/customers', {
      name: 'Dupont SA',
      vat_id: 'BE0123456789',
      address: { city: 'Brussel', country: 'BE' },
    })
    const customerId = created.body.data.id
    const quote = await staff.draft(customerId, undefined, { kind: 'quote' })
    const invoice = await staff.draft(customerId)
    expect((await staff.issue(quote.id)).body.data).toMatchObject({ reverse_charge: true, vat_minor: 0 })
    await t.database.db
      .update(companies)
      .set({
        vat_check: { status: 'invalid', checked_at: new Date().toISOString(), name: null, source: 'sandbox' },
      })
      .where(eq(companies.id, customerId))
    const issued = await staff.issue(invoice.id)
    expect(issued.body.data).toMatchObject({ reverse_charge: false, vat_minor: 1469 + 81 })
  })
})

describe('reports', () => {
  it('revenue per month, receivables and VAT per rate per quarter over issued documents', async () => {
    const res = await staff.call('GET', `/api/v1/billing/reports?from=${year}-01-01&to=${year}-12-31`)
    expect(res.status).toBe(200)
    const { revenue_by_month, receivables, vat_by_quarter } = res.body.data
    expect(revenue_by_month.length).toBeGreaterThan(0)
    expect(receivables.find((r: { currency: string }) => r.currency === 'EUR').open_minor).toBeGreaterThan(0)
    const rates = vat_by_quarter.map((r: { rate_bp: number }) => r.rate_bp)
    expect(rates).toEqual(expect.arrayContaining([2100, 900, 0]))
  })
})
