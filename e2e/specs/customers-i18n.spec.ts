import { beforeAll, describe, expect, it } from 'vitest'
import { CustomerPages } from '../pages/customers/CustomerPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { recordDialogs, snapshot } from '../support/browser.ts'
import { usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ customers: new CustomerPages(shell) }) })
let admin: PorticoApi
beforeAll(async () => {
  admin = await portal.api('admin')
})

const XSS = '<img src=x onerror=alert(1)>'

describe('Dutch, dark mode and hostile input', () => {
  it('shows Dutch labels on the list, the form and its errors', async () => {
    const { page, customers } = await portal.signIn('admin', { locale: 'nl-NL' })
    await customers.openList()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Klanten')
    expect(await page.getByTestId('list-export').textContent()).toBe('CSV exporteren')
    expect(await page.getByTestId('record-list').locator('thead').textContent()).toContain('Factuur-e-mail')
    await auditScreen(page, 'customers-list-nl')

    await customers.openCreate()
    expect(await page.getByTestId('record-form').textContent()).toContain('Betalingstermijn (dagen)')
    await customers.fill({ billing_email: 'nope', vat_id: 'XX' })
    await customers.submit()
    await expect.poll(() => customers.fieldError('name')).toBe('Dit veld is verplicht.')
    expect(await customers.fieldError('billing_email')).toMatch(/geldig e-mailadres/)
    expect(await page.getByTestId('form-error').textContent()).toBe('Verbeter de gemarkeerde velden.')
    await snapshot(page, 'customers-form-errors-nl')
  })

  it('looks right in dark mode: list, form with errors, record tabs', async () => {
    const record = await admin.createRecord('customers', {
      name: 'Dark Matter Inc',
      vat_id: 'NL123456789B01',
      address: { city: 'Leiden', country: 'NL' },
    })
    await admin.addContact('customers', record.id, { full_name: 'Dana Dark', email: 'dana@example.com' })
    const { page, customers } = await portal.signIn('admin', { darkMode: true, locale: 'nl-NL' })
    await customers.openList()
    await page.getByTestId('record-list').waitFor()
    await auditScreen(page, 'customers-list-dark-nl')
    await customers.openView(record.id)
    await page.getByTestId('vat-sandbox').waitFor()
    await auditScreen(page, 'customers-view-dark-nl')
    await customers.openTab('contacts')
    await page.getByTestId('contacts-list').waitFor()
    await snapshot(page, 'customers-contacts-dark-nl')
    await customers.openTab('invoices')
    await page.getByTestId('account-entries-empty').waitFor()
    expect(await page.getByTestId('account').textContent()).toContain('Tegoed')
    await auditScreen(page, 'customers-invoices-dark-nl')
    await customers.openCreate()
    await customers.submit()
    await page.getByTestId('form-error').waitFor()
    await auditScreen(page, 'customers-form-errors-dark-nl')
  })

  it('renders script-like names and contact fields as text', async () => {
    const record = await admin.createRecord('customers', {
      name: `${XSS} Corp`,
      notes: `<script>alert(2)</script>`,
      address: { city: XSS },
    })
    await admin.addContact('customers', record.id, { full_name: XSS, job_title: '<svg onload=alert(3)>' })
    const { page, customers } = await portal.signIn('admin')
    const dialogs = recordDialogs(page)
    await customers.openList()
    await customers.search('Corp')
    await customers.recordLink(`${XSS} Corp`).waitFor()
    await customers.openView(record.id)
    await expect.poll(() => customers.recordName().textContent()).toBe(`${XSS} Corp`)
    await customers.openTab('contacts')
    await expect.poll(() => page.getByTestId('contacts-list').textContent()).toContain(XSS)
    await page.getByTestId('contacts-list').getByTestId('part-link').first().click()
    await expect.poll(() => customers.field('full_name').inputValue()).toBe(XSS)
    await customers.openView(record.id, 'activity')
    await page.getByTestId('activity-entry').first().waitFor()
    await page.getByTestId('record-archive').click()
    await page.getByTestId('confirm-dialog-confirm').waitFor()
    await page.keyboard.press('Escape')
    expect(await page.locator('main img[src="x"]').count()).toBe(0)
    expect(dialogs).toEqual([])
  })
})
