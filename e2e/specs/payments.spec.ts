import { camt053 } from '@portico/api/test/helpers/camt.ts'
import { beforeAll, describe, expect, it } from 'vitest'
import { BillingPages, issuedDocument } from '../pages/billing/BillingPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

/** Getting paid (issue 25): bank statements, paying online, automatic payment and SEPA direct debit. */
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

const issuedForAcme = (kind: 'invoice' | 'quote', lines: ReturnType<typeof line>[]) =>
  issuedDocument(admin, { kind, customer_id: acmeId, lines })

describe('bank statements (staff)', () => {
  it('imports a CAMT.053 statement: a payment matched to its invoice, the other assigned to a customer', async () => {
    const globex = (await admin.seededRecord('customers', 'Globex Ltd')).id
    const invoice = await issuedDocument(admin, {
      kind: 'invoice',
      customer_id: globex,
      lines: [line('Backup', '1', 20000, 0)],
    })
    const xml = camt053(
      [
        { ref: 'E2E-BANK-1', cents: 20000, text: `Betaling ${invoice.number}` },
        { ref: 'E2E-BANK-2', cents: 4200, text: 'Zonder kenmerk', debtor: 'Acme B.V.' },
      ],
      'E2E-STMT',
    )
    const { page, billing } = await portal.signIn('admin')
    await billing.shell.navigate('/billing/bank')
    await page.locator('input[type="file"]').setInputFiles({
      name: 'statement.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    })
    await page.getByTestId('statement-import-submit').click()
    await expect
      .poll(() => page.getByTestId('statement-result').textContent())
      .toBe('2 new bookings of 2: 1 matched, 1 to assign, 0 outgoing.')
    await page.getByTestId('entry-assign').waitFor()
    await auditScreen(page, 'billing-bank')
    await page.getByTestId('entry-assign').click()
    await billing.chooseCustomer('Resell IT B.V.')
    await page.getByTestId('assign-submit').click()
    await page.getByTestId('bank-entries-empty').waitFor()
    await billing.openDocument(invoice.id)
    await expect.poll(() => billing.status()).toBe('paid')
  })
})

describe('paying online (the customer)', () => {
  it('lets the customer pay an open invoice online through the sandbox checkout (iDEAL), on a phone', async () => {
    const invoice = await issuedForAcme('invoice', [line('Backup', '1', 10000, 2100)])
    // A Dutch browser: the flow runs in Dutch.
    const { page, billing } = await portal.signIn('jane', { locale: 'nl-NL', width: 390, height: 844 })
    await billing.openDocument(invoice.id, 'invoices')
    expect(await page.getByTestId('pay-now').textContent()).toContain('€\u00a0121,00')
    await auditScreen(page, 'finances-pay-now-phone')
    await page.getByTestId('action-pay').click()
    await page.waitForURL(/\/api\/sandbox-payments\/checkout\/tr_/)
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('EUR 121.00')
    expect(await page.getByLabel('iDEAL').isChecked()).toBe(true)
    await snapshot(page, 'sandbox-checkout-phone')
    await page.getByTestId('sandbox-paid').click()
    await page.waitForURL(new RegExp(`/finances/invoices/${invoice.id}\\?payment=`))
    await expect.poll(() => page.getByTestId('payment-return').getAttribute('data-state')).toBe('paid')
    await expect.poll(() => billing.status()).toBe('paid')
    expect(await page.getByTestId('pay-now').count()).toBe(0)
    await auditScreen(page, 'finances-paid-online-phone')
  })

  it('lets the customer turn on automatic payment with a first payment, and stop it on the account page', async () => {
    const invoice = await issuedForAcme('invoice', [line('Monitoring', '1', 5000, 2100)])
    const { page, billing } = await portal.signIn('jane')
    await billing.openDocument(invoice.id, 'invoices')
    await page.getByTestId('pay-automatic').check()
    await page.getByTestId('action-pay').click()
    await page.waitForURL(/\/api\/sandbox-payments\/checkout\/tr_/)
    await page.getByTestId('sandbox-paid').click()
    await page.waitForURL(new RegExp(`/finances/invoices/${invoice.id}\\?payment=`))
    await expect.poll(() => billing.status()).toBe('paid')
    await billing.shell.navigate('/finances/account')
    await expect.poll(() => page.getByTestId('automatic-payment').textContent()).toContain('NL55 •••• 0000')
    await auditScreen(page, 'finances-automatic-payment')
    await page.getByTestId('automatic-stop').click()
    await page.getByTestId('confirm-dialog-confirm').click()
    await page.getByTestId('automatic-payment').waitFor({ state: 'detached' })
  })
})

describe('SEPA direct debit (staff, then the customer)', () => {
  it('records a mandate, pre-notifies the open invoice, makes the batch file, and shows the customer the collection', async () => {
    const globex = (await admin.seededRecord('customers', 'Globex Ltd')).id
    const invoice = await issuedDocument(admin, {
      kind: 'invoice',
      customer_id: globex,
      lines: [line('Managed firewall', '1', 25000, 2100)],
    })
    const { page, billing } = await portal.signIn('admin')
    await billing.shell.navigate(`/customers/view/${globex}/invoices`)
    await page.getByTestId('mandate-add').click()
    await page.getByTestId('mandate-reference').fill('GLOBEX-0001')
    await page.getByTestId('mandate-iban').fill('NL20 INGB 0001 2345 68')
    await page.getByTestId('mandate-holder').fill('Globex Ltd')
    await page.getByTestId('mandate-submit').click()
    // The bank's check digits do not match: said under the field, nothing saved.
    await expect.poll(() => page.getByText('This is not a valid IBAN.').count()).toBe(1)
    await page.getByTestId('mandate-iban').fill('NL20 INGB 0001 2345 67')
    await page.getByTestId('mandate-submit').click()
    await page.getByTestId('mandate-list').waitFor()
    expect(await page.getByTestId('mandate-list').textContent()).toContain('NL20 INGB 0001 2345 67')
    await auditScreen(page, 'customer-mandates')

    await billing.openDocument(invoice.id)
    await expect.poll(() => page.getByTestId('direct-debit').textContent()).toContain('NL20 •••• 4567')
    await billing.shell.navigate('/billing/direct-debits')
    await page
      .getByTestId('direct-debits')
      .getByText(invoice.number ?? '')
      .waitFor()
    const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
    await page.getByTestId('batch-date').fill(date)
    await page.getByTestId('batch-submit').click()
    await expect
      .poll(() => page.getByTestId('batch-result').textContent())
      .toMatch(/^Batch of 1 collection, €302.50/)
    await page.getByTestId('batch-download').first().waitFor()
    await auditScreen(page, 'billing-direct-debits')

    // Jane (Globex) sees when and from which account it will be taken, and no "Pay now", on a phone in Dutch.
    const jane = await portal.signIn('jane', dutchDarkPhone)
    await jane.billing.openDocument(invoice.id, 'invoices')
    await expect.poll(() => jane.page.getByTestId('direct-debit').textContent()).toContain('NL20 •••• 4567')
    expect(await jane.page.getByTestId('direct-debit').textContent()).toContain('Bij de bank')
    expect(await jane.page.getByTestId('pay-now').count()).toBe(0)
    await auditScreen(jane.page, 'finances-direct-debit-nl-dark-phone')
  })
})
