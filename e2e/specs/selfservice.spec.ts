import { describe, expect, it } from 'vitest'
import { SelfServicePages } from '../pages/orders/SelfServicePages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ selfservice: new SelfServicePages(shell) }) })

describe('self-service', () => {
  it('jane sees what Acme can change and order, and sets a SIM data limit from the page', async () => {
    const { page, selfservice } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await selfservice.open()
    await selfservice.item('mobile', '+31612345002').waitFor()
    expect(await selfservice.change('mobile').getByTestId('selfservice-item').count()).toBe(2)
    await selfservice.item('network', 'Amsterdam HQ').waitFor()
    expect(await selfservice.order('domain').getByRole('link').getAttribute('href')).toBe('/domains/check')
    await auditScreen(page, 'selfservice-en')

    await selfservice.item('mobile', '+31612345002').getByTestId('change-data-limit').click()
    await page.getByTestId('sim-change-value').fill('1000')
    await page.getByTestId('sim-change-submit').click()
    await page.getByText("The data limit lies below this month's use (3950 MB).").waitFor()
    await page.getByTestId('sim-change-value').fill('8000')
    await page.getByTestId('sim-change-submit').click()
    // Queued at the MVNO: the SIM shows the change pending, so no second one until it is done.
    await selfservice
      .item('mobile', '+31612345002')
      .locator('[data-testid="change-data-limit"]:disabled')
      .waitFor()

    // A hosting package is changed on its own page.
    const hosting = selfservice.change('hosting').getByTestId('change-package').first()
    await hosting.click()
    await page.waitForURL(/\/hosted\/webhosting\/[0-9a-f-]{36}$/)
  }, 120_000)

  it('the self-service page at /selfservice/internet, in Dutch, dark, at 390 px', async () => {
    const { page, selfservice } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await selfservice.open('/selfservice/internet')
    await page.getByText('Wijzig wat u hebt').waitFor()
    await selfservice.item('network', 'Amsterdam HQ').waitFor()
    await auditScreen(page, 'selfservice-nl-dark-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  }, 120_000)
})
