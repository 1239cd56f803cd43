import { describe, expect, it } from 'vitest'
import { DomainOrderPages } from '../pages/domains/DomainOrderPages.ts'
import { HostingPages } from '../pages/hosting/HostingPages.ts'
import { OrderPages } from '../pages/orders/OrderPages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({
  pages: (shell) => ({
    hosting: new HostingPages(shell),
    orders: new OrderPages(shell),
    ordering: new DomainOrderPages(shell),
  }),
})

describe('web hosting', () => {
  it('jane orders web hosting, the sandbox panel sets it up, she sees its use and opens the control panel', async () => {
    const { page, hosting, orders, ordering } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await hosting.openList()
    expect(await hosting.row('acme-corp.nl').getByTestId('usage-alert').getAttribute('data-stage')).toBe('80')
    await auditScreen(page, 'hosting-list-en')

    await hosting.openOrder()
    await auditScreen(page, 'hosting-order-en')
    // A free name: on to its registration, into the same cart (issue 26 item 13).
    expect(await hosting.order('HOSTING-S', 'acme-webshop.nl')).toBe('setup')
    await auditScreen(page, 'hosting-domain-setup-en')
    await ordering.chooseRegistrant('Anna de Vries (PT-ACME0001)')
    await ordering.continueToConfirm()
    await ordering.placeInCart()
    expect(await page.getByTestId('cart-subject').allTextContents()).toEqual(['For acme-webshop.nl'])
    expect(await page.getByTestId('cart-domain').allTextContents()).toEqual(['acme-webshop.nl'])
    await page.getByTestId('cart-terms-read').click()
    await page.getByTestId('cart-terms-text').getByText('These terms apply').waitFor()
    await auditScreen(page, 'hosting-cart-terms-en')
    await page.keyboard.press('Escape')
    await page.getByTestId('cart-terms-text').waitFor({ state: 'detached' })
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
    await auditScreen(page, 'hosting-new-en')

    // The demo package has 90 days measured: both charts and the figures beside them.
    await hosting.openList()
    await hosting.openHosting('acme-corp.nl')
    await page.getByTestId('usage-chart-disk').locator('svg').first().waitFor()
    await page.getByTestId('usage-chart-traffic').locator('svg').first().waitFor()
    expect(await page.getByTestId('usage-history').locator('tbody tr').count()).toBe(7)
    await auditScreen(page, 'hosting-view-en')
  })

  it('staff suspend the new package through its service, and jane sees it suspended', async () => {
    const staff = await portal.signIn('admin')
    await staff.hosting.openList()
    await staff.hosting.openHosting('acme-webshop.nl')
    await staff.page.getByTestId('webhosting-manage-service').click()
    await staff.page.getByTestId('service-suspend').click()
    await staff.page.getByTestId('service-unsuspend').waitFor({ timeout: 30_000 })

    const { page, hosting } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await hosting.openList()
    await hosting.openHosting('acme-webshop.nl')
    await page.getByTestId('webhosting-suspended').waitFor()
    expect(await page.getByTestId('webhosting-open-panel').count()).toBe(0)
    await auditScreen(page, 'hosting-suspended-en')
  })

  it('the hosting pages in Dutch, dark, at 390 px', async () => {
    const { page, hosting } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await hosting.openOverview()
    await auditScreen(page, 'hosting-overview-nl-dark-390')
    await hosting.openList()
    const cells = ['webhosting-link', 'webhosting-status']
    // Polled: the overview's table, on the screen a moment before, says the list is there early.
    await expect.poll(() => hosting.cutOff(page.getByTestId('webhosting-table'), cells)).toEqual([])
    expect(await hosting.scrollsSideways()).toBe(false)
    await hosting.openHosting('acme-corp.nl')
    await page.getByTestId('usage-chart-disk').locator('svg').first().waitFor()
    await page.getByText('Schijfruimte').first().waitFor()
    await auditScreen(page, 'hosting-view-nl-dark-390')
    await hosting.openList()
    await hosting.openOrder()
    await auditScreen(page, 'hosting-order-nl-dark-390')
  })
})
