import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox } from '../src/db/schema/index.ts'
import { BILLING_DUNNING } from '../src/modules/billing/billing.jobs.ts'
import { issuedInvoice } from './helpers/billing.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { pdfText } from './helpers/pdf.ts'
import { until } from './helpers/until.ts'

/**
 * Issue 25 item 9: a reseller bills its own customers on its own books (its legal details, IBAN,
 * gapless numbering, ledger), the provider bills the reseller, and neither sees the other's books.
 */
const demo = useDemoApp()
const books = () => demo.as('reseller')
const staff = () => demo.as('admin')
const ids = () => demo.ids as Record<string, string> & { Initech: string }

describe("a reseller's own books", () => {
  it('has its own settings: legal name, IBAN, numbering', async () => {
    const res = await books()('GET', '/api/v1/billing/settings')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ legal_name: 'Resell IT B.V.', iban: 'NL44RABO0123456789' })
    expect(res.body.data.number_patterns.invoice.prefix).toBe('RIT-')
    const provider = await staff()('GET', '/api/v1/billing/settings')
    expect(provider.body.data.legal_name).toBe('Portico Demo Provider B.V.')
  })

  it('invoices its customer under its own name, IBAN and number sequence; the provider never sees it', async () => {
    const first = await issuedInvoice(books(), ids().Initech, 12_100)
    const second = await issuedInvoice(books(), ids().Initech, 5_000)
    const [, year, n] = /^RIT-(\d{4})-(\d{4})$/.exec(first.number) ?? []
    expect(year).toBeDefined()
    expect(second.number).toBe(`RIT-${year}-${String(Number(n) + 1).padStart(4, '0')}`)
    const doc = await books()('GET', `/api/v1/billing/documents/${first.id}`)
    expect(doc.body.data.issuer).toMatchObject({ name: 'Resell IT B.V.', iban: 'NL44RABO0123456789' })
    // The provider's own numbering goes on regardless.
    const own = await issuedInvoice(staff(), ids()['Globex Ltd'] ?? '', 1_000)
    expect(own.number).toMatch(/^INV-\d{4}-\d{5}$/)
    // Not in the provider's books: not to read, not in its list.
    expect((await staff()('GET', `/api/v1/billing/documents/${first.id}`)).status).toBe(404)
    const listed = await staff()('GET', '/api/v1/billing/documents?limit=200')
    expect(listed.body.data.map((d: { id: string }) => d.id)).not.toContain(first.id)
    // Initech's people see it in Finances, issued by their reseller.
    const seen = await demo.as('reseller', ids().Initech)('GET', `/api/v1/finances/documents/${first.id}`)
    expect(seen.status).toBe(200)
    expect(seen.body.data.issuer.name).toBe('Resell IT B.V.')
  })

  it('bills only its own customers, and the provider only its own', async () => {
    const lines = [{ description: 'x', quantity: '1', unit_price_minor: 100, vat_rate_bp: 0 }]
    const draft = (who: 'reseller' | 'admin', customer: string) =>
      demo.as(who)('POST', '/api/v1/billing/documents', { kind: 'invoice', customer_id: customer, lines })
    for (const [who, customer] of [
      ['reseller', ids()['Acme B.V.']],
      ['reseller', ids()['Resell IT B.V.']],
      ['admin', ids().Initech],
    ] as const) {
      const refused = await draft(who, customer ?? '')
      expect(refused.status, `${who} -> ${customer}`).toBe(400)
      expect(refused.body.errors[0].field).toBe('customer_id')
    }
    expect((await draft('admin', ids()['Resell IT B.V.'] ?? '')).status).toBe(201)
    // Company users without books of their own have no billing.
    expect((await demo.as('jane')('GET', '/api/v1/billing/documents')).status).toBe(403)
  })

  it('keeps the two tiers apart in the ledger: a payment on its invoice moves only its account', async () => {
    const invoice = await issuedInvoice(books(), ids().Initech, 3_000)
    const before = await staff()('GET', `/api/v1/customers/${ids()['Resell IT B.V.']}/account`)
    const initech = await books()('GET', `/api/v1/customers/${ids().Initech}/account`)
    const paid = await books()('POST', `/api/v1/billing/documents/${invoice.id}/payments`, {
      amount_minor: 3_500,
      paid_on: '2026-11-20',
      method: 'bank_transfer',
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const account = await books()('GET', `/api/v1/customers/${ids().Initech}/account`)
    // The 500 over goes to credit, applied at once to Initech's other open invoices.
    expect(account.body.data.open_minor).toBe(initech.body.data.open_minor - 3_500)
    const after = await staff()('GET', `/api/v1/customers/${ids()['Resell IT B.V.']}/account`)
    expect(after.body.data.open_minor).toBe(before.body.data.open_minor)
    expect(after.body.data.credit_minor).toBe(before.body.data.credit_minor)
  })

  it("reminds the reseller's overdue customers on its own books, from the nightly job for every issuer", async () => {
    const draft = await books()('POST', '/api/v1/billing/documents', {
      kind: 'invoice',
      customer_id: ids().Initech,
      issue_date: '2026-01-05',
      lines: [{ description: 'Onsite support', quantity: '1', unit_price_minor: 9_900, vat_rate_bp: 0 }],
    })
    const issued = await books()('POST', `/api/v1/billing/documents/${draft.body.data.id}/issue`)
    expect(issued.body.data.status).toBe('issued')
    const platform = demo.t.app.platform
    await platform.jobs.send(demo.t.database.db, BILLING_DUNNING, { providerId: null })
    const reminder = await until(async () => {
      const mails = await demo.t.database.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, ['accounts@initech.example']))
      return mails.find((m) => m.subject.includes(issued.body.data.number))
    }, 30_000)
    // The final stage at once (the reseller's default days), in the reseller's brand.
    expect(reminder.subject).toMatch(/reminder/i)
    expect(reminder.from_name).toBe('Resell IT Cloud Support')
  })
})

describe('document PDFs (issue 26, items 10 and 11)', () => {
  it('writes quantities and rates in the language of the PDF, a period once, and a credit note’s reference below the customer', async () => {
    const globex = ids()['Globex Ltd'] ?? ''
    const draft = await staff()('POST', '/api/v1/billing/documents', {
      kind: 'invoice',
      customer_id: globex,
      language: 'nl',
      lines: [
        { description: 'Consultancy', quantity: '2.5', unit_price_minor: 10_000, vat_rate_bp: 2100 },
        {
          description: 'Webhosting, 2027-01-01 – 2027-01-31',
          quantity: '1',
          unit_price_minor: 500,
          vat_rate_bp: 2100,
          period_start: '2027-01-01',
          period_end: '2027-01-31',
        },
      ],
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    const issued = await staff()('POST', `/api/v1/billing/documents/${draft.body.data.id}/issue`)
    const token = demo.tokens.admin.access_token
    const { text } = await pdfText(
      demo.t.baseUrl,
      token,
      `/api/v1/billing/documents/${issued.body.data.id}/pdf`,
    )
    expect(text).toMatch(/Consultancy\s+2,5\s/)
    expect(text).not.toMatch(/\b2\.5\b/)
    expect(text.match(/2027-01-01/g)).toHaveLength(1)
    const credit = await staff()('POST', `/api/v1/billing/documents/${issued.body.data.id}/credit-notes`, {})
    expect(credit.status, JSON.stringify(credit.body)).toBe(201)
    await staff()('POST', `/api/v1/billing/documents/${credit.body.data.id}/issue`)
    const note = await pdfText(demo.t.baseUrl, token, `/api/v1/billing/documents/${credit.body.data.id}/pdf`)
    // The reference has a line of its own after the customer's address, never over its country.
    expect(note.text).toMatch(/\nCrediteert factuur INV-\d{4}-\d{5}\.\n/)
    expect(note.text).not.toMatch(/Crediteert factuur INV-\S+ van/)
  })
})
