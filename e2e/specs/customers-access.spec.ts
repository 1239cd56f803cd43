import { beforeAll, describe, expect, it } from 'vitest'
import { CustomerPages } from '../pages/customers/CustomerPages.ts'
import { LoginPage } from '../pages/LoginPage.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ customers: new CustomerPages(shell) }) })
let admin: PorticoApi
beforeAll(async () => {
  admin = await portal.api('admin')
})

describe('who sees which customers', () => {
  it('a reseller manages its own customers and cannot open anyone else’s', async () => {
    const acme = await admin.findRecord('customers', 'Acme B.V.')
    expect(acme).toBeTruthy()
    const { page, customers } = await portal.signIn('reseller')
    await customers.openList()
    await customers.recordLink('Initech').waitFor()
    const names = await page.getByTestId('record-link').allTextContents()
    expect(names).not.toContain('Acme B.V.')
    expect(names).not.toContain('Globex Ltd')

    await customers.openCreate()
    // Only staff choose a parent; the API puts a reseller's new customer under the reseller.
    expect(await customers.field('parent_id').count()).toBe(0)
    await customers.fill({ name: 'Reseller Client GmbH', 'address.city': 'Berlin' })
    await customers.submit()
    await page.waitForURL(/\/customers\/view\/[0-9a-f-]{36}$/)
    await expect.poll(() => customers.recordName().textContent()).toBe('Reseller Client GmbH')
    expect(await page.textContent('main')).toContain('Resell IT B.V.')
    const id = customers.currentId()
    await page.getByTestId('record-edit').click()
    await customers.fill({ phone: '+49 30 123456' })
    await customers.submit()
    await page.waitForURL(new RegExp(`/customers/view/${id}$`))
    await expect.poll(() => page.getByTestId('record-overview').textContent()).toContain('+49 30 123456')

    await customers.openView(acme?.id ?? '')
    await page.getByTestId('error-404').waitFor()
    await customers.shell.navigate(`/customers/edit/${acme?.id}`)
    await page.getByTestId('error-404').waitFor()
    await snapshot(page, 'customers-reseller-foreign-404')
  })

  it('staff see a reseller with its own customers as a tab', async () => {
    const reseller = await admin.findRecord('resellers', 'Resell IT B.V.')
    const { page, customers } = await portal.signIn('admin')
    const resellers = new CustomerPages(customers.shell, 'resellers')
    await resellers.openList()
    await resellers.recordLink('Resell IT B.V.').click()
    await page.getByTestId('tab-customers').click()
    await customers.recordLink('Initech').waitFor()
    expect(await page.getByTestId('record-link').allTextContents()).not.toContain('Acme B.V.')
    expect(page.url()).toContain(`/resellers/view/${reseller?.id}/customers`)
    await auditScreen(page, 'resellers-view-customers')
  })
})

describe('company users', () => {
  it('jane invites a user to Acme, who sets a password from the mail and signs in', async () => {
    const { page, shell } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await shell.navigate('/company/users')
    await page.getByTestId('company-users').waitFor()
    await page.getByTestId('user-invite').click()
    await page.getByTestId('invite-email').fill('not-an-address')
    await page.getByTestId('invite-submit').click()
    await expect.poll(() => page.getByTestId('invite-email').getAttribute('aria-invalid')).toBe('true')
    await page.getByTestId('invite-email').fill('wile@acme.example')
    await page.getByTestId('invite-name').fill('Wile E. Coyote')
    await page.getByTestId('invite-role').click()
    await page.getByRole('listbox').getByRole('option', { name: 'Technical' }).click()
    await page.getByTestId('invite-submit').click()
    await page.getByTestId('invite-sent').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('company-users').textContent()).toContain('Wile E. Coyote')
    expect(await page.getByTestId('company-users').textContent()).toContain('Invited')
    await auditScreen(page, 'company-users')

    const mail = (await admin.outbox()).find((message) => message.to === 'wile@acme.example')
    const link = /https?:\/\/\S+\/account\/set-password\/\S+/.exec(mail?.text ?? '')?.[0]
    expect(link).toBeTruthy()

    const invitee = await portal.newPage()
    await invitee.page.goto(link ?? '')
    await invitee.page.locator('input[type=password]').first().fill('a-long-password-1')
    await invitee.page.locator('button[type=submit]').click()
    await invitee.page.waitForURL((url) => url.pathname === '/' || url.pathname.startsWith('/interaction'))
    const shell2 = portal.shell(invitee.page)
    await new LoginPage(invitee.page).signIn('wile@acme.example', 'a-long-password-1')
    await invitee.page.getByTestId('user-menu').waitFor()
    await expect.poll(() => shell2.scopeSwitcher().textContent()).toContain('Acme B.V.')
    await invitee.context.close()
  })

  it('staff read the mail outbox in the portal', async () => {
    const { page, shell } = await portal.signIn('admin')
    await shell.navigate('/admin/mail')
    await page.getByTestId('mail-list').waitFor()
    await page.getByTestId('mail-item').first().locator('button').first().click()
    await page.getByTestId('mail-link').first().waitFor()
    await auditScreen(page, 'mail-outbox')
  })
})
