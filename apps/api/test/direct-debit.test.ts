import { addDays } from '@portico/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { billingSettings, directDebits, mailOutbox } from '../src/db/schema/index.ts'
import { issuedInvoice } from './helpers/billing.ts'
import { camt053, importStatement } from './helpers/camt.ts'
import { useDemoApp } from './helpers/demoApp.ts'
import { fieldsOf } from './helpers/problems.ts'

/** Issue 25 item 3: SEPA direct debit through the provider's own bank. */
const demo = useDemoApp()
const admin = () => demo.as('admin')
const db = () => demo.t.database.db
const today = () => new Date().toISOString().slice(0, 10)
const acme = () => demo.ids['Acme B.V.'] ?? ''
const CREDITOR = 'NL69ZZZ123456780000'

const invoice = (customer: string, cents: number) =>
  issuedInvoice(admin(), demo.ids[customer] ?? '', cents, 'Managed services')
const doc = async (id: string) => (await admin()('GET', `/api/v1/billing/documents/${id}`)).body.data
const importXml = (xml: string) => importStatement(demo.t.baseUrl, demo.tokens.admin.access_token, xml)
const mandate = (body: object) => admin()('POST', `/api/v1/customers/${acme()}/mandates`, body)
const valid = {
  reference: 'ACME-0001',
  iban: 'nl91 abna 0417 1643 00',
  holder: 'Acme B.V.',
  signed_on: '2026-01-15',
}

describe('SEPA direct debit', () => {
  it('checks a mandate, schedules and pre-notifies the open invoices, batches, confirms by statement and takes a return', async () => {
    const first = await invoice('Acme B.V.', 12_100)
    const second = await invoice('Acme B.V.', 5_000)
    // A creditor id with wrong check digits is refused, naming the field; a right one is kept.
    const settings = await admin()('GET', '/api/v1/billing/settings')
    const { version, ...current } = settings.body.data
    const wrong = await admin()(
      'PUT',
      '/api/v1/billing/settings',
      { ...current, sepa_creditor_id: 'NL00ZZZ123456780000' },
      { 'if-match': `W/"${version}"` },
    )
    expect(wrong.status).toBe(400)
    expect(fieldsOf(wrong.body)).toEqual(['sepa_creditor_id'])
    await db().update(billingSettings).set({ sepa_creditor_id: CREDITOR, direct_debit_notice_days: 5 })

    const badIban = await mandate({ ...valid, iban: 'NL91ABNA0417164301' })
    expect(badIban.status).toBe(400)
    expect(fieldsOf(badIban.body)).toEqual(['iban'])
    expect(fieldsOf((await mandate({ ...valid, signed_on: addDays(today(), 2) })).body)).toEqual([
      'signed_on',
    ])
    const made = await mandate(valid)
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body.data).toMatchObject({ iban: 'NL91ABNA0417164300', status: 'active' })
    expect((await mandate({ ...valid, reference: 'ACME-0002' })).status).toBe(409)

    // Both open invoices are scheduled no sooner than the notice, and Acme's people are told.
    const listed = await admin()('GET', '/api/v1/billing/direct-debits?status=scheduled')
    const mine = (
      listed.body.data as { document_id: string; collection_date: string; amount_minor: number }[]
    ).filter((c) => c.document_id === first.id || c.document_id === second.id)
    expect(mine.map((c) => c.amount_minor).sort((a, b) => a - b)).toEqual([5_000, 12_100])
    expect(mine.every((c) => c.collection_date >= addDays(today(), 5))).toBe(true)
    const notices = (await db().select().from(mailOutbox)).filter((m) => m.subject.includes(first.number))
    expect(notices.map((m) => m.to)).toContain('jane@example.com')
    expect(notices.find((m) => m.to === 'jane@example.com')?.text).toContain('ACME-0001')
    // The customer sees the collection of its invoice.
    const own = await demo.as('jane', acme())('GET', `/api/v1/finances/direct-debits?document_id=${first.id}`)
    expect(own.body.data).toHaveLength(1)
    expect(own.body.data[0].iban_masked).toBe('NL91 •••• 4300')

    // The second invoice is paid by transfer before the batch: its collection is cancelled.
    await admin()('POST', `/api/v1/billing/documents/${second.id}/payments`, {
      paid_on: today(),
      amount_minor: 5_000,
      method: 'bank_transfer',
    })
    const date = addDays(today(), 30)
    expect(
      (await admin()('POST', '/api/v1/billing/direct-debit-batches', { collection_date: today() })).status,
    ).toBe(400)
    const batch = await admin()('POST', '/api/v1/billing/direct-debit-batches', { collection_date: date })
    expect(batch.status, JSON.stringify(batch.body)).toBe(201)
    expect(batch.body.data).toMatchObject({ collection_date: date })
    const file = await fetch(
      `${demo.t.baseUrl}/api/v1/billing/direct-debit-batches/${batch.body.data.id}/file`,
      {
        headers: { authorization: `Bearer ${demo.tokens.admin.access_token}` },
      },
    )
    expect(file.headers.get('content-type')).toContain('application/xml')
    const xml = await file.text()
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.08')
    expect(xml).toContain(`<CdtrSchmeId><Id><PrvtId><Othr><Id>${CREDITOR}</Id>`)
    expect(xml).toContain('<MndtId>ACME-0001</MndtId>')
    expect(xml).toContain('<SeqTp>RCUR</SeqTp>')
    expect(xml).toContain(`<ReqdColltnDt>${date}</ReqdColltnDt>`)
    const [collection] = await db().select().from(directDebits).where(eq(directDebits.document_id, first.id))
    expect(collection).toMatchObject({ status: 'submitted' })
    expect(xml).toContain(`<EndToEndId>${collection?.end_to_end_id}</EndToEndId>`)
    expect(xml).toContain('<InstdAmt Ccy="EUR">121.00</InstdAmt>')
    expect(
      await db().select().from(directDebits).where(eq(directDebits.document_id, second.id)),
    ).toMatchObject([{ status: 'cancelled' }])
    expect((await doc(first.id)).status).not.toBe('paid')

    // The bank books the batch as one credit naming it: collected and paid; a second import changes nothing.
    const booked = camt053(
      [
        {
          ref: 'DD-1',
          cents: batch.body.data.total_minor,
          text: batch.body.data.message_id,
          debtor: 'Portico Demo Provider',
        },
      ],
      'STMT-DD-1',
    )
    expect((await importXml(booked)).body.data).toMatchObject({ imported: 1, matched: 1 })
    expect((await importXml(booked)).body.data).toMatchObject({ imported: 0 })
    expect((await doc(first.id)).status).toBe('paid')

    // Weeks later the customer's bank sends it back (MD06): the invoice owes again and is not collected by itself.
    const returned = camt053(
      [
        {
          ref: 'DD-2',
          cents: 12_100,
          credit: false,
          text: 'Storno',
          endToEnd: collection?.end_to_end_id,
          returnReason: 'MD06',
        },
      ],
      'STMT-DD-2',
    )
    expect((await importXml(returned)).body.data).toMatchObject({ imported: 1, matched: 1 })
    const reopened = await doc(first.id)
    expect(reopened.status).not.toBe('paid')
    expect(reopened.balance_minor).toBe(12_100)
    const [back] = await db()
      .select()
      .from(directDebits)
      .where(eq(directDebits.id, collection?.id ?? ''))
    expect(back).toMatchObject({ status: 'returned', return_reason: 'MD06' })
    expect((await mandate({ ...valid, reference: 'ACME-0003' })).status).toBe(409)
    const again = await admin()('GET', `/api/v1/billing/direct-debits?document_id=${first.id}`)
    expect(again.body.data.map((c: { status: string }) => c.status)).toEqual(['returned'])

    // Revoking the mandate: a new one may be recorded.
    const revoked = await admin()('POST', `/api/v1/customers/${acme()}/mandates/${made.body.data.id}/revoke`)
    expect(revoked.body.data.status).toBe('revoked')
    expect(
      (await admin()('POST', `/api/v1/customers/${acme()}/mandates/${made.body.data.id}/revoke`)).status,
    ).toBe(409)
    expect((await mandate({ ...valid, reference: 'ACME-0001' })).status).toBe(409) // a reference is never reused
    expect((await demo.as('jane', acme())('GET', '/api/v1/finances/mandates')).body.data).toHaveLength(1)
  })
})
