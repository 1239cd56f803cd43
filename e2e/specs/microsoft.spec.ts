import { describe, expect, it } from 'vitest'
import { MicrosoftPages } from '../pages/microsoft/MicrosoftPages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ microsoft: new MicrosoftPages(shell) }) })
const STANDARD = 'Microsoft 365 Business Standard'

describe('Microsoft 365 subscriptions', () => {
  it('jane adds seats pro rata; removing seats bought 40 days ago is refused with the reopening date', async () => {
    const { page, microsoft } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await microsoft.openSubscriptions()
    expect(await microsoft.row(STANDARD).textContent()).toContain('3 of 12 assigned')
    await auditScreen(page, 'microsoft-subscriptions-en')

    await microsoft.openSubscription(STANDARD)
    expect(await microsoft.quantity()).toBe(12)
    await microsoft.setSeats(14)
    await page.getByTestId('seats-result').waitFor()
    expect(await page.getByTestId('seats-result').textContent()).toMatch(
      /Charged pro rata for the rest of the term: €\s?[\d.,]+/,
    )
    await page.locator('[data-testid="subscription-quantity"]', { hasText: '14' }).waitFor()
    // The 2 seats added yesterday and the 2 just now can go; the 10 of 40 days ago cannot.
    expect(await page.getByTestId('subscription-refundable').locator('li').count()).toBe(2)
    await auditScreen(page, 'microsoft-subscription-en')

    await microsoft.setSeats(9)
    const refused = page.getByTestId('seats-refused')
    await refused.waitFor()
    const renewal = await page.getByTestId('subscription-renewal').textContent()
    expect(renewal).toBeTruthy()
    const text = (await refused.textContent()) ?? ''
    expect(text).toContain('Seats can only be removed within 168 hours of being bought')
    expect(text).toMatch(/the window opens again on \d{4}-\d{2}-\d{2} 00:00 UTC/)
    expect(await microsoft.quantity()).toBe(14)
    await auditScreen(page, 'microsoft-refused-en')
  })

  it('the page warns before an immediate change discards the changes scheduled for the renewal', async () => {
    const { page, microsoft } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await microsoft.openSubscriptions()
    await microsoft.openSubscription(STANDARD)
    await page.getByTestId('renewal-quantity').fill('10')
    await page.getByTestId('renewal-schedule').click()
    await page
      .getByTestId('renewal-scheduled')
      .getByText(/At renewal: 10 seats/)
      .waitFor()
    await microsoft.setSeats((await microsoft.quantity()) + 1)
    const dialog = page.getByTestId('confirm-dialog')
    await dialog.getByText(/discards the changes scheduled for the renewal/).waitFor()
    await page.getByTestId('confirm-dialog-confirm').click()
    await page
      .getByTestId('seats-result')
      .getByText(/were discarded/)
      .waitFor()
    await page.getByTestId('renewal-scheduled').getByText('Nothing is scheduled for the renewal.').waitFor()
  })

  it('subscriptions and tenants in Dutch, dark, at 390 px', async () => {
    const { page, microsoft } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await microsoft.openSubscriptions()
    const cells = ['subscription-link', 'subscription-status']
    expect(await microsoft.cutOff(page.getByTestId('subscription-table'), cells)).toEqual([])
    expect(await microsoft.scrollsSideways()).toBe(false)
    await auditScreen(page, 'microsoft-subscriptions-nl-dark-390')
    await microsoft.openSubscription(STANDARD)
    await microsoft.setSeats(1)
    await page
      .getByTestId('seats-refused')
      .getByText(/venster gaat weer open op/)
      .waitFor()
    await auditScreen(page, 'microsoft-subscription-nl-dark-390')
    await microsoft.openTenants()
    expect(await page.getByTestId('tenant-table').textContent()).toContain('acmebv.onmicrosoft.com')
    expect(await microsoft.scrollsSideways()).toBe(false)
    await auditScreen(page, 'microsoft-tenants-nl-dark-390')
  })

  it('jane creates a tenant on a free onmicrosoft name with the customer agreement attested', async () => {
    const { page, microsoft } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await microsoft.openTenants()
    await page.getByTestId('tenant-new').click()
    await page.getByTestId('tenant-prefix').fill('acmebv')
    await page.getByTestId('tenant-availability').getByText('acmebv.onmicrosoft.com is taken.').waitFor()
    await page.getByTestId('tenant-prefix').fill('acmelabs')
    await page
      .getByTestId('tenant-availability')
      .getByText('acmelabs.onmicrosoft.com is available.')
      .waitFor()
    await page.getByLabel('Organisation name').fill('Acme Labs')
    await page.getByLabel('Administrator e-mail address').fill('it@acme.example')
    await page.getByLabel('The customer has accepted the Microsoft Customer Agreement.').check()
    await auditScreen(page, 'microsoft-tenant-new-en')
    await page.getByTestId('tenant-create').click()
    await page.getByTestId('tenant-table').getByText('acmelabs.onmicrosoft.com').waitFor()
  })
})
