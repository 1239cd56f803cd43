import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { HostingPages } from '../pages/hosting/HostingPages.ts'
import { OrderPages } from '../pages/orders/OrderPages.ts'
import { seriousViolations } from '../support/axe.ts'
import { snapshot as pageSnapshot } from '../support/browser.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

/** From the top: a full-page shot of a scrolled page draws the sticky header halfway down. */
async function snapshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await pageSnapshot(page, name)
}

const portal = usePortal({
  pages: (shell) => ({ hosting: new HostingPages(shell), orders: new OrderPages(shell) }),
})

describe('web hosting', () => {
  it('jane orders web hosting, the sandbox panel sets it up, she sees its use and opens the control panel', async () => {
    const { page, shell, hosting, orders } = await portal.signIn('jane')
    await shell.scopeSwitcher().selectOption({ label: 'Acme B.V.' })
    await hosting.openList()
    expect(await hosting.row('acme-corp.nl').getByTestId('usage-alert').getAttribute('data-stage')).toBe('80')
    await snapshot(page, 'hosting-list-en')
    expect(await seriousViolations(page)).toEqual([])

    await hosting.openOrder()
    await snapshot(page, 'hosting-order-en')
    expect(await seriousViolations(page)).toEqual([])
    await hosting.order('HOSTING-S', 'acme-webshop.nl')
    const orderId = await orders.placeOrder()
    const admin = await portal.api('admin')
    await admin.request('POST', `/orders/${orderId}/approve`)

    await hosting.openList()
    await hosting.openHosting('acme-webshop.nl')
    await hosting.waitForStatus('active')
    await page.getByTestId('usage-disk').waitFor()
    expect(await page.getByTestId('usage-disk').textContent()).toContain('5.0 GB')
    const panel = await hosting.openPanel()
    expect(await panel.getByTestId('sandbox-panel-user').textContent()).toMatch(
      /Signed in as acmewe\d{4} \(acme-webshop\.nl\)/,
    )
    await panel.close()
    await page.getByTestId('webhosting-panel-link').waitFor()
    await snapshot(page, 'hosting-new-en')
    expect(await seriousViolations(page)).toEqual([])

    // The demo package has 90 days measured: both charts and the figures beside them.
    await hosting.openList()
    await hosting.openHosting('acme-corp.nl')
    await page.getByTestId('usage-chart-disk').locator('svg').first().waitFor()
    await page.getByTestId('usage-chart-traffic').locator('svg').first().waitFor()
    expect(await page.getByTestId('usage-history').locator('tbody tr').count()).toBe(7)
    await snapshot(page, 'hosting-view-en')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('staff suspend the new package through its service, and jane sees it suspended', async () => {
    const staff = await portal.signIn('admin')
    await staff.hosting.openList()
    await staff.hosting.openHosting('acme-webshop.nl')
    await staff.page.getByTestId('webhosting-manage-service').click()
    await staff.page.getByTestId('service-suspend').click()
    await staff.page.getByTestId('service-unsuspend').waitFor({ timeout: 30_000 })

    const { page, shell, hosting } = await portal.signIn('jane')
    await shell.scopeSwitcher().selectOption({ label: 'Acme B.V.' })
    await hosting.openList()
    await hosting.openHosting('acme-webshop.nl')
    await page.getByTestId('webhosting-suspended').waitFor()
    expect(await page.getByTestId('webhosting-open-panel').count()).toBe(0)
    await snapshot(page, 'hosting-suspended-en')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('the hosting pages in Dutch, dark, at 390 px', async () => {
    const { page, shell, hosting } = await portal.signIn('jane', dutchDarkPhone)
    await shell.scopeSwitcher().selectOption({ label: 'Acme B.V.' })
    await hosting.openOverview()
    await snapshot(page, 'hosting-overview-nl-dark-390')
    expect(await seriousViolations(page)).toEqual([])
    await hosting.openList()
    await hosting.openHosting('acme-corp.nl')
    await page.getByTestId('usage-chart-disk').locator('svg').first().waitFor()
    await page.getByText('Schijfruimte').first().waitFor()
    await snapshot(page, 'hosting-view-nl-dark-390')
    expect(await seriousViolations(page)).toEqual([])
    await hosting.openList()
    await hosting.openOrder()
    await snapshot(page, 'hosting-order-nl-dark-390')
    expect(await seriousViolations(page)).toEqual([])
  })
})
