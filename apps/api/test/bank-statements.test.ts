import { describe, expect, it } from 'vitest'
import { issuedInvoice } from './helpers/billing.ts'
import { camt053, importStatement } from './helpers/camt.ts'
import { useDemoApp } from './helpers/demoApp.ts'

/** Issue 25 item 4: CAMT.053 statements imported, matched to open invoices, the rest assigned by staff. */
const demo = useDemoApp()
const admin = () => demo.as('admin')

const invoice = (customer: string, cents: number) =>
  issuedInvoice(admin(), demo.ids[customer] ?? '', cents, 'Support')
const doc = async (id: string) => (await admin()('GET', `/api/v1/billing/documents/${id}`)).body.data
const importXml = (xml: string) => importStatement(demo.t.baseUrl, demo.tokens.admin.access_token, xml)

describe('bank statements (CAMT.053)', () => {
  it('matches payments, partial and combined ones, keeps the rest for staff, and imports once', async () => {
    const [single, first, second, partial] = [
      await invoice('Globex Ltd', 10_000),
      await invoice('Globex Ltd', 20_000),
      await invoice('Globex Ltd', 30_000),
      await invoice('Acme B.V.', 40_000),
    ]
    const xml = camt053([
      { ref: 'ING-1', cents: 10_000, text: `Factuur ${single?.number}` },
      { ref: 'ING-2', cents: 50_000, text: `${first?.number} en ${second?.number}` },
      { ref: 'ING-3', cents: 15_000, text: `deel ${partial?.number}`, debtor: 'Acme B.V.' },
      { ref: 'ING-4', cents: 7_500, text: 'Betaling zonder kenmerk', debtor: 'Initech' },
      { ref: 'ING-5', cents: 1_250, credit: false, text: 'Kosten betalingsverkeer' },
    ])
    const imported = await importXml(xml)
    expect(imported.status, JSON.stringify(imported.body)).toBe(201)
    expect(imported.body.data).toEqual({ entries: 5, imported: 5, matched: 3, unmatched: 1, ignored: 1 })
    expect((await doc(single?.id ?? '')).status).toBe('paid')
    expect((await doc(first?.id ?? '')).status).toBe('paid')
    expect((await doc(second?.id ?? '')).status).toBe('paid')
    expect(await doc(partial?.id ?? '')).toMatchObject({ status: 'partially_paid', balance_minor: 25_000 })

    // The same statement again: nothing new, nothing paid twice.
    expect((await importXml(xml)).body.data).toEqual({
      entries: 5,
      imported: 0,
      matched: 0,
      unmatched: 0,
      ignored: 0,
    })
    expect((await doc(partial?.id ?? '')).balance_minor).toBe(25_000)

    const queue = await admin()('GET', '/api/v1/billing/bank-entries?status=unmatched')
    expect(queue.body.data.map((e: { bank_reference: string }) => e.bank_reference)).toEqual(['ING-4'])
    const entry = queue.body.data[0]
    expect((await demo.as('jane')('GET', '/api/v1/billing/bank-entries')).status).toBe(403)
    const assigned = await admin()('POST', `/api/v1/billing/bank-entries/${entry.id}/assign`, {
      customer_id: demo.ids['Resell IT B.V.'],
    })
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
    expect(assigned.body.data).toMatchObject({ status: 'assigned', customer_id: demo.ids['Resell IT B.V.'] })
    const account = await admin()('GET', `/api/v1/customers/${demo.ids['Resell IT B.V.']}/account`)
    expect(account.body.data.credit_minor).toBeGreaterThanOrEqual(7_500)
    const again = await admin()('POST', `/api/v1/billing/bank-entries/${entry.id}/assign`, {
      customer_id: demo.ids['Resell IT B.V.'],
    })
    expect(again.status).toBe(409)
  })

  it('matches a payment without a reference by its account and amount, when that says which invoice', async () => {
    const iban = 'NL02RABO0123456789'
    const [first, second, third] = [
      await invoice('Globex Ltd', 12_345),
      await invoice('Globex Ltd', 23_456),
      await invoice('Globex Ltd', 23_456),
    ]
    // The first payment names its invoice: the account is Globex's from then on.
    const named = camt053(
      [{ ref: 'RABO-1', cents: 12_345, text: `${first?.number}`, debtor: 'Globex Ltd', iban }],
      'R1',
    )
    expect((await importXml(named)).body.data).toMatchObject({ matched: 1 })
    // From that account without a reference: 345.67 is what exactly one invoice owes, so it pays that
    // one; 234.56 is owed by two, and a stranger's account says nothing: those wait for staff.
    const second1 = await invoice('Globex Ltd', 34_567)
    const plain = camt053(
      [
        { ref: 'RABO-2', cents: 34_567, text: 'Betaling', debtor: 'Globex Ltd', iban },
        { ref: 'RABO-3', cents: 23_456, text: 'Betaling', debtor: 'Globex Ltd', iban },
        {
          ref: 'RABO-4',
          cents: 34_567,
          text: 'Betaling',
          debtor: 'Someone else',
          iban: 'NL39RABO0300065264',
        },
      ],
      'R2',
    )
    expect((await importXml(plain)).body.data).toMatchObject({ imported: 3, matched: 1, unmatched: 2 })
    expect((await doc(second1?.id ?? '')).status).toBe('paid')
    expect((await doc(second?.id ?? '')).status).not.toBe('paid')
    expect((await doc(third?.id ?? '')).status).not.toBe('paid')
  })

  it('takes the statement as a multipart field `file`, and refuses what is no statement', async () => {
    const open = await invoice('Acme B.V.', 5_000)
    const form = new FormData()
    form.append(
      'file',
      new Blob([camt053([{ ref: 'RABO-9', cents: 5_000, text: `${open?.number}` }], 'RABO')]),
      'stmt.xml',
    )
    const sent = await fetch(`${demo.t.baseUrl}/api/v1/billing/bank-statements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo.tokens.admin.access_token}` },
      body: form,
    })
    expect(sent.status).toBe(201)
    expect((await doc(open?.id ?? '')).status).toBe('paid')
    const junk = await importXml('<html><body>no statement</body></html>')
    expect(junk.status).toBe(400)
    expect(junk.body.errors[0]?.field).toBe('file')
  })
})
