import { beforeAll, describe, expect, it } from 'vitest'
import { BillingPages, type Doc, issuedDocument } from '../pages/billing/BillingPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { dutchDarkPhone, type SignInOptions, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ billing: new BillingPages(shell) }) })
let admin: PorticoApi
let acmeId: string
beforeAll(async () => {
  admin = await portal.api('admin')
  acmeId = (await admin.seededRecord('customers', 'Acme B.V.')).id
})

const line = (description: string, quantity: string, unit_price_minor: number, vat_rate_bp: number) => ({
  description,
  quantity,
  unit_price_minor,
  vat_rate_bp,
})

/** A document issued to Acme through the API, for tests about what comes after. */
const issuedForAcme = (kind: 'invoice' | 'quote', lines: ReturnType<typeof line>[]) =>
  issuedDocument(admin, { kind, customer_id: acmeId, lines })

describe('billing documents (staff)', () => {
  it('writes an invoice with two VAT rates, shows live totals, issues it and serves its PDF', async () => {
    const { page, billing } = await portal.signIn('admin')
    await billing.openNew('invoice')
    await billing.chooseCustomer('Acme B.V.')
    await billing.fillLine(0, { description: 'Managed hosting', quantity: '2', price: '100', vat: '21%' })
    await billing.fillLine(1, { description: 'Training book', quantity: '1,5', price: '20.00', vat: '9%' })
    // The shared documentTotals: VAT per rate on the document total, as the server will compute it.
    await expect.poll(() => billing.total('totals-total')).toBe('€274.70')
    expect(await billing.total('totals-subtotal')).toBe('€230.00')
    expect(await billing.total('totals-vat-2100')).toBe('€42.00')
    expect(await billing.total('totals-vat-900')).toBe('€2.70')
    await auditScreen(page, 'billing-editor')

    const id = await billing.saveDraft()
    expect(await billing.status()).toBe('draft')
    expect(await page.getByTestId('document-title').textContent()).toBe('Invoice (draft)')
    expect(await page.getByTestId('document-total').textContent()).toBe('€274.70')
    await billing.waitForPreview()
    await snapshot(page, 'billing-document-draft')

    await billing.act('issue')
    await expect.poll(() => billing.status()).toBe('issued')
    const title = (await page.getByTestId('document-title').textContent()) ?? ''
    expect(title).toMatch(/^Invoice \S+$/)
    // Every save says so (issue 26, item 5).
    await page.getByTestId('notice-success').getByText(`${title} was issued.`).waitFor()
    // Nothing about an issued invoice can change: no edit, no delete.
    expect(await page.getByTestId('action-edit').count()).toBe(0)
    expect(await page.getByTestId('action-delete').count()).toBe(0)
    await billing.waitForPreview()
    await auditScreen(page, 'billing-document-issued')

    const authorization = billing.nextAuthorization()
    await billing.openList('invoices')
    const pdf = await billing.fetchPdf(`/api/v1/billing/documents/${id}/pdf`, await authorization)
    expect(pdf.type).toBe('application/pdf')
    expect(pdf.head).toBe('%PDF-')
    expect(pdf.size).toBeGreaterThan(1000)
    // The text of the PDF itself: number, VAT per rate and the total.
    expect(pdf.text).toContain(title.replace('Invoice ', ''))
    expect(pdf.text).toMatch(/(Btw|VAT) 21%/)
    expect(pdf.text).toMatch(/(Btw|VAT) 9%/)
    expect(pdf.text).toMatch(/274[.,]70/)

    await page
      .getByTestId('document-link')
      .filter({ hasText: title.replace('Invoice ', '') })
      .waitFor()
    expect(await page.getByTestId('list-totals').textContent()).toContain('€274.70')
    await auditScreen(page, 'billing-invoices')
  })

  it("a reseller's admin invoices its own customer from its own books: its name, IBAN and numbers", async () => {
    const { page, billing } = await portal.signIn('reseller')
    // Billing sits under the reseller's customers in the sidebar (issue 25 item 9).
    await page.getByTestId('sidebar').getByText('Billing', { exact: true }).waitFor()
    await billing.openNew('invoice')
    await billing.chooseCustomer('Initech')
    await billing.fillLine(0, { description: 'Onsite support', quantity: '2', price: '75', vat: '21%' })
    await expect.poll(() => billing.total('totals-total')).toBe('€181.50')
    const id = await billing.saveDraft()
    await billing.act('issue')
    await expect.poll(() => billing.status()).toBe('issued')
    const title = (await page.getByTestId('document-title').textContent()) ?? ''
    expect(title).toMatch(/^Invoice RIT-\d{4}-\d{4}$/)
    await billing.waitForPreview()
    await snapshot(page, 'billing-reseller-issued')
    const authorization = billing.nextAuthorization()
    await billing.openList('invoices')
    const pdf = await billing.fetchPdf(`/api/v1/billing/documents/${id}/pdf`, await authorization)
    expect(pdf.text).toContain('Resell IT B.V.')
    expect(pdf.text.replace(/\s/g, '')).toContain('NL44RABO0123456789')
    expect(pdf.text).not.toContain('Portico Demo Provider')
    // Its own settings, and where its online payments go: a key that is not Mollie's is refused, in words.
    await billing.shell.navigate('/billing/settings')
    await page.getByTestId('payment-account-current').getByText('portal’s payment provider').waitFor()
    await page.getByTestId('payment-account-key').fill('sk_live_123')
    await page.getByTestId('payment-account-save').click()
    await page.getByText('A Mollie API key: test_ or live_ followed by 30 letters and digits').waitFor()
    await auditScreen(page, 'billing-settings-reseller')
  })

  it('shows the 412 message when someone else saved the draft first, and reloads their version', async () => {
    const draft = (
      await admin.request<{ data: Doc }>('POST', '/billing/documents', {
        kind: 'invoice',
        customer_id: acmeId,
        lines: [line('Consultancy', '3', 9500, 2100)],
      })
    ).data
    const { page, billing } = await portal.signIn('admin')
    await billing.shell.navigate(`/billing/document/${draft.id}?edit=1`)
    await page.getByTestId('document-editor').waitFor()
    await billing.lines().nth(0).getByTestId('line-description').fill('Consultancy (mine)')
    await admin.request(
      'PUT',
      `/billing/documents/${draft.id}`,
      { kind: 'invoice', customer_id: acmeId, lines: [line('Consultancy (theirs)', '4', 9500, 2100)] },
      { 'if-match': `W/"${draft.version}"` },
    )
    await page.getByTestId('form-submit').click()
    await page.getByTestId('form-conflict').waitFor()
    await snapshot(page, 'billing-editor-conflict')
    await page.getByTestId('form-reload').click()
    await expect
      .poll(() => billing.lines().nth(0).getByTestId('line-description').inputValue())
      .toBe('Consultancy (theirs)')
    await page.getByTestId('form-submit').click()
    await page.waitForURL(new RegExp(`/billing/document/${draft.id}$`))
  })

  it('reverses an invoice with a credit note', async () => {
    const invoice = await issuedForAcme('invoice', [line('Firewall', '1', 50000, 2100)])
    const { page, billing } = await portal.signIn('admin')
    await billing.openDocument(invoice.id)
    await billing.act('credit', false)
    await page.getByTestId('credit-submit').click()
    await page.waitForURL((url) => !url.pathname.endsWith(invoice.id))
    await expect.poll(() => page.getByTestId('document-title').textContent()).toBe('Credit note (draft)')
    expect(await page.getByTestId('document-original').textContent()).toContain(invoice.number ?? '')
    expect(await page.getByTestId('document-total').textContent()).toBe('-€605.00')
    await billing.act('issue')
    await expect.poll(() => billing.status()).toBe('issued')
    // A credit note is not paid: no due date on it (issue 26, item 10).
    expect(await page.getByTestId('document-due-date').count()).toBe(0)
    await snapshot(page, 'billing-credit-note')

    await page.getByTestId('document-original').getByRole('link').click()
    await page.waitForURL(new RegExp(`/billing/document/${invoice.id}$`))
    await expect.poll(() => billing.status()).toBe('credited')
    expect(await page.getByTestId('document-balance').textContent()).toBe('€0.00')
    expect(await page.getByTestId('action-credit').count()).toBe(0)
  })

  it('keeps an overpayment as credit on the customer account, where it pays the next invoice', async () => {
    // The provider bills its reseller (Resell IT bills Initech on its own books).
    const resellerId = (await admin.seededRecord('resellers', 'Resell IT B.V.')).id
    const forReseller = (euros: number) =>
      issuedDocument(admin, {
        kind: 'invoice',
        customer_id: resellerId,
        lines: [line('Firewall', '1', euros * 100, 0)],
      })
    const invoice = await forReseller(100)
    const { page, billing } = await portal.signIn('admin')
    await billing.openDocument(invoice.id)
    await billing.act('payment', false)
    await page.getByTestId('payment-amount').fill('150')
    await page.getByTestId('payment-submit').click()
    await expect.poll(() => billing.status()).toBe('paid')
    await page
      .getByTestId('notice-success')
      .getByText(/The payment on \S+ was registered\./)
      .waitFor()
    expect(await page.getByTestId('document-balance').textContent()).toBe('€0.00')

    await billing.shell.navigate(`/resellers/view/${resellerId}/invoices`)
    await expect.poll(() => page.getByTestId('account-credit').textContent()).toBe('€50.00')
    await auditScreen(page, 'customer-account')
    await forReseller(30)
    await page.reload()
    await expect.poll(() => page.getByTestId('account-credit').textContent()).toBe('€20.00')
    expect(await page.getByTestId('account-entries').getByText('Credit applied').count()).toBe(2)
    expect(await page.getByTestId('account-open').textContent()).toBe('€0.00')
  })
})

describe('the customer side', () => {
  it('finds an invoice under finances in Dutch, with its PDF', async () => {
    const invoice = await issuedForAcme('invoice', [
      line('Webhosting', '12', 1250, 2100),
      line('Boek', '1', 3000, 900),
    ])
    for (const dark of [false, true]) {
      const { page, billing } = await portal.signIn('jane', { darkMode: dark })
      await page.getByTestId('language-switch').selectOption('nl')
      const authorization = billing.nextAuthorization()
      await billing.openList('invoices', 'finances')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Facturen')
      await page
        .getByTestId('document-link')
        .filter({ hasText: invoice.number ?? '' })
        .click()
      await page.waitForURL(new RegExp(`/finances/invoices/${invoice.id}$`))
      await expect
        .poll(() => page.getByTestId('document-title').textContent())
        .toBe(`Factuur ${invoice.number}`)
      expect(await page.getByTestId('document-total').textContent()).toBe('€\u00a0214,20')
      await billing.waitForPreview()
      await auditScreen(page, `finances-invoice-nl${dark ? '-dark' : ''}`)
      await billing.shell.navigate('/finances/account')
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Rekening')
      await expect.poll(() => page.getByTestId('account-open').first().textContent()).not.toBe('…')
      await auditScreen(page, `finances-account-nl${dark ? '-dark' : ''}`)
      if (!dark) {
        const pdf = await billing.fetchPdf(
          `/api/v1/finances/documents/${invoice.id}/pdf`,
          await authorization,
        )
        expect(pdf.type).toBe('application/pdf')
        expect(pdf.head).toBe('%PDF-')
        await billing.openList('invoices', 'finances')
        await page.getByTestId('document-link').first().waitFor()
        await snapshot(page, 'finances-invoices-nl')
      }
    }
  })

  it('lets the customer accept a quote, which staff convert into an invoice once', async () => {
    const quote = await issuedForAcme('quote', [line('Migration project', '1', 250000, 2100)])
    const jane = await portal.signIn('jane')
    await jane.billing.openDocument(quote.id, 'quotes')
    await jane.page.getByTestId('quote-open').waitFor()
    await jane.billing.waitForPreview()
    await auditScreen(jane.page, 'finances-quote-open')
    await jane.billing.act('accept')
    await jane.page.getByTestId('quote-decided').waitFor()
    expect(await jane.billing.status()).toBe('accepted')
    expect(await jane.page.getByTestId('action-accept').count()).toBe(0)

    const staff = await portal.signIn('admin')
    await staff.billing.openDocument(quote.id)
    await staff.billing.act('convert')
    await staff.page.waitForURL((url) => !url.pathname.endsWith(quote.id))
    await expect.poll(() => staff.page.getByTestId('document-title').textContent()).toBe('Invoice (draft)')
    expect(await staff.page.getByTestId('document-quote').count()).toBe(1)
    const invoiceId = staff.billing.currentId()
    // Converted once: the quote offers no second conversion, and the API refuses one.
    await staff.billing.openDocument(quote.id)
    await staff.page.getByTestId('document-converted').waitFor()
    expect(await staff.page.getByTestId('action-convert').count()).toBe(0)
    await expect(admin.request('POST', `/billing/documents/${quote.id}/convert`)).rejects.toThrow(/409/)
    await staff.page.getByTestId('document-converted').getByRole('link').click()
    await staff.page.waitForURL(new RegExp(`/billing/document/${invoiceId}$`))
  })
})

/** Issue 26, item 9: on a 390 px phone the lists and the line editor are cards that fit the screen. */
describe('on a phone and on a wide screen', () => {
  const looks: [string, SignInOptions][] = [
    ['en-390', { width: 390, height: 844 }],
    ['nl-dark-390', dutchDarkPhone],
    ['en-1366', { width: 1366, height: 900 }],
    ['nl-dark-1366', { ...dutchDarkPhone, width: 1366, height: 900 }],
  ]
  /** A table from the phone breakpoint up (its header cells name the columns), cards below it. */
  const expectedTag = (look: SignInOptions) => ((look.width ?? 1280) > 390 ? 'TABLE' : 'DIV')
  beforeAll(async () => {
    await issuedForAcme('invoice', [line('Hosting', '1', 12000, 2100)])
  })

  for (const [name, look] of looks) {
    it(`${name}: staff's invoice list and line editor show every number, date, total, status, field and remove button`, async () => {
      const { page, billing } = await portal.signIn('admin', look)
      await billing.openList('invoices')
      await page.getByTestId('document-link').first().waitFor()
      expect(await billing.listCutOff()).toEqual([])
      expect(await billing.scrollsSideways()).toBe(false)
      expect(await page.getByTestId('document-list').evaluate((el) => el.tagName)).toBe(expectedTag(look))
      await auditScreen(page, `billing-invoices-${name}`)

      await billing.openNew('invoice')
      await billing.fillLine(0, { description: 'Managed hosting', quantity: '2', price: '100', vat: '21%' })
      await billing.fillLine(1, { description: 'Training book', quantity: '1', price: '20', vat: '9%' })
      expect(await billing.linesCutOff()).toEqual([])
      expect(await billing.scrollsSideways()).toBe(false)
      expect(await page.getByTestId('lines').evaluate((el) => el.tagName)).toBe(expectedTag(look))
      await auditScreen(page, `billing-editor-${name}`)
      // The second line's remove button removes that line.
      await billing.lines().nth(1).getByTestId('line-remove').click()
      await expect.poll(() => billing.lines().count()).toBe(1)
    })

    it(`${name}: the customer's invoice list shows every number, date, total and status`, async () => {
      const { page, billing } = await portal.signIn('jane', look)
      await billing.openList('invoices', 'finances')
      await page.getByTestId('document-link').first().waitFor()
      expect(await billing.listCutOff()).toEqual([])
      expect(await billing.scrollsSideways()).toBe(false)
      expect(await page.getByTestId('document-list').evaluate((el) => el.tagName)).toBe(expectedTag(look))
      await auditScreen(page, `finances-invoices-${name}`)
    })
  }
})
