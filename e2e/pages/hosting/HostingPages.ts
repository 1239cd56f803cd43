import type { Page } from 'playwright-core'
import { AreaPages } from '../AreaPages.ts'

/** The hosting screens: the hosted overview, the web hosting list, ordering a package and one package. */
export class HostingPages extends AreaPages {
  async openOverview() {
    await this.visit('/hosted/list', this.tableRows('webhosting-table').first())
  }

  async openList() {
    await this.visit('/hosted/webhosting', this.tableRows('webhosting-table').first())
  }

  row(domain: string) {
    return this.rowsWith('webhosting-table', 'webhosting-link', domain)
  }

  async openHosting(domain: string) {
    await this.row(domain).first().getByTestId('webhosting-link').click()
    await this.page.getByTestId('webhosting-username').waitFor()
  }

  async openOrder() {
    await this.page.getByTestId('webhosting-order').first().click()
    await this.page.getByTestId('webhosting-domain').waitFor()
  }

  /**
   * Chooses a package by its code and the domain, and puts it in the cart. A name that is still free
   * goes on to the domain wizard's setup (to be registered in the same cart): 'setup'; else 'cart'.
   */
  async order(code: string, domain: string): Promise<'setup' | 'cart'> {
    await this.page.getByTestId(`webhosting-package-${code}`).check()
    await this.page.getByTestId('webhosting-domain').fill(domain)
    await this.page.getByTestId('webhosting-order-submit').click()
    await this.page.waitForURL(/\/(ordering\/overview|domains\/setup)$/)
    if (this.page.url().endsWith('/domains/setup')) {
      await this.page.getByTestId('setup-with-hosting').waitFor()
      return 'setup'
    }
    await this.page.getByTestId('cart-lines').waitFor()
    return 'cart'
  }

  /** Waits until the package has this status (the page asks again while the panel works). */
  async waitForStatus(status: string, timeout = 45_000) {
    await this.page.locator(`[data-testid="webhosting-status"][data-status="${status}"]`).waitFor({ timeout })
  }

  /** Clicks "Open control panel"; the panel's sign-in page opens in a new tab. */
  async openPanel(): Promise<Page> {
    const tab = this.page.context().waitForEvent('page')
    await this.page.getByTestId('webhosting-open-panel').click()
    const panel = await tab
    await panel.waitForURL(/\/api\/sandbox-panel\/login\?key=/)
    return panel
  }
}
