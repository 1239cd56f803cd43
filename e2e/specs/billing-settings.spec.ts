import { beforeAll, describe, expect, it } from 'vitest'
import { BillingPages, issuedDocument } from '../pages/billing/BillingPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ billing: new BillingPages(shell) }) })
let admin: PorticoApi
let invoiceNumber: string
beforeAll(async () => {
  admin = await portal.api('admin')
  const acme = await admin.seededRecord('customers', 'Acme B.V.')
  const invoice = await issuedDocument(admin, {
    kind: 'invoice',
    customer_id: acme.id,
    lines: [{ description: 'Support hours', quantity: '2', unit_price_minor: 8000, vat_rate_bp: 2100 }],
  })
  invoiceNumber = invoice.number ?? ''
})

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

describe('billing settings (staff)', () => {
  it('saves legal details, VAT rates and number patterns, with field errors from the contract', async () => {
    const { page, shell, billing } = await portal.signIn('admin')
    await shell.navigate('/billing/settings')
    await page.getByTestId('settings-form').waitFor()
    await page.getByTestId('field-iban').fill('not an iban')
    await page.getByTestId('form-submit').click()
    await page.getByTestId('form-error').waitFor()
    expect(await page.getByTestId('field-iban').getAttribute('aria-invalid')).toBe('true')
    await page.getByTestId('field-iban').fill('NL91ABNA0417164300')
    await page.getByTestId('field-vat_id').fill('NL123456789B01')
    await page.getByTestId('field-coc_number').fill('12345678')
    await billing.saveSettings()
    await auditScreen(page, 'billing-settings')
    const saved = await admin.request<{ data: { iban: string; vat_id: string } }>('GET', '/billing/settings')
    expect(saved.data.iban).toBe('NL91ABNA0417164300')
  })

  it('sets the days of the payment reminders and of suspension', async () => {
    const { page, shell } = await portal.signIn('admin')
    await shell.navigate('/billing/settings')
    await page.getByTestId('dunning-settings').waitFor()
    await expect.poll(() => page.getByTestId('dunning-day-3').inputValue()).toBe('21')
    await page.getByTestId('dunning-day-3').fill('28')
    await page.getByTestId('dunning-suspend').fill('45')
    await page.getByTestId('dunning-save').click()
    await page.getByTestId('dunning-settings').getByRole('status').waitFor()
    const saved = await admin.request<{ data: unknown }>('GET', '/billing/dunning')
    expect(saved.data).toEqual({ reminder_days: [7, 14, 28], suspend_after_days: 45 })
    await auditScreen(page, 'billing-dunning')
  })

  it('edits an e-mail template with merge fields, previews it with a real document and sends a test', async () => {
    const { page, shell, billing } = await portal.signIn('admin')
    await shell.navigate('/billing/settings/emails')
    await page.getByTestId('email-templates').waitFor()
    await snapshot(page, 'billing-emails')
    await page.getByTestId('email-template-link').first().click()
    await page.waitForURL(/\/billing\/settings\/emails\/invoice-en$/)
    await page.getByTestId('email-template-form').waitFor()
    await page.getByTestId('field-body').fill('Dear ')
    await page
      .getByTestId('merge-fields')
      .getByRole('button', { name: /customer\.name/ })
      .click()
    expect(await page.getByTestId('field-body').inputValue()).toBe('Dear {{customer.name}}')
    await page.getByTestId('field-body').press('End')
    await page.getByTestId('field-body').pressSequentially(', invoice {{document.number}} is attached.')
    await billing.saveSettings()

    await page.getByTestId('preview-document').click()
    await page.getByRole('option', { name: new RegExp(invoiceNumber) }).click()
    await page.getByTestId('preview-run').click()
    await expect
      .poll(() => page.getByTestId('preview-result').textContent())
      .toContain(`Dear Acme B.V., invoice ${invoiceNumber} is attached.`)
    await page.getByTestId('preview-test').click()
    await page.getByTestId('test-sent').waitFor()
    const mail = await admin.outbox()
    expect(mail.some((m) => m.subject.startsWith('[TEST]') && m.text.includes(invoiceNumber))).toBe(true)
    await auditScreen(page, 'billing-email-template')
  })

  it('sets the PDF layout per language: a PNG logo (checked by content), colour and footer', async () => {
    const { page, shell, billing } = await portal.signIn('admin')
    await shell.navigate('/billing/settings/documents/nl')
    await page.getByTestId('document-template-form').waitFor()
    const file = page.locator('input[type="file"]')
    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('GIF89a not a png'),
    })
    await page.getByRole('alert').filter({ hasText: 'not a PNG' }).waitFor()
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 })
    await page.getByTestId('logo-preview').waitFor()
    await page.getByTestId('field-accent_color').fill('#0b7285')
    await page.getByTestId('field-footer_text').fill('Betaling binnen 14 dagen. Dank u wel!')
    await billing.saveSettings()
    await auditScreen(page, 'billing-document-template')
    await shell.navigate('/billing/settings/documents')
    await page.getByTestId('document-templates').waitFor()
    expect(await page.getByTestId('document-templates').textContent()).toContain('Dank u wel!')
  })

  it('reads in Dutch and dark mode', async () => {
    const { page, shell } = await portal.signIn('admin', { locale: 'nl-NL', darkMode: true })
    await page.getByTestId('language-switch').selectOption('nl')
    // Each screen once its own content has loaded (the previous screen stays until the next is in).
    for (const [path, name, ready] of [
      ['/billing/settings', 'billing-settings-nl-dark', '[data-testid="settings-form"]'],
      [
        '/billing/settings/emails/invoice-nl',
        'billing-email-template-nl-dark',
        '[data-testid="email-template-form"]',
      ],
      [
        '/billing/invoices',
        'billing-invoices-nl-dark',
        '[data-testid="document-list"], [data-testid="document-list-empty"]',
      ],
      ['/billing/new?kind=quote', 'billing-editor-quote-nl-dark', '[data-testid="document-editor"]'],
    ] as const) {
      await shell.navigate(path)
      await page.locator(ready).first().waitFor()
      await auditScreen(page, name)
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nieuw document')
  })
})
