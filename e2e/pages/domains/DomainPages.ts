import type { Page } from 'playwright-core'
import type { Shell } from '../Shell.ts'

/** The TLD catalogue (the domains area's staff pages): the list and the TLD form. */
export class DomainPages {
  readonly page: Page
  constructor(readonly shell: Shell) {
    this.page = shell.page
  }

  async openTlds() {
    await this.shell.navigate('/admin/catalog/tlds')
    await this.page.getByTestId('tld-table').locator('tbody tr').first().waitFor()
  }

  tldRow(tld: string) {
    return this.page
      .getByTestId('tld-table')
      .locator('tbody tr')
      .filter({ has: this.page.getByTestId('tld-link').getByText(`.${tld}`, { exact: true }) })
  }

  /** The list's "Add a TLD" control: lands on the TLD's form (an empty one for a new TLD). */
  async addTld(tld: string) {
    await this.page.getByTestId('tld-add-input').fill(tld)
    await this.page.getByTestId('tld-add').click()
    await this.page.waitForURL(`**/admin/catalog/tlds/form/${tld.replace(/^\./, '')}`)
    await this.page.getByTestId('tld-kind').waitFor()
  }

  async openTld(tld: string) {
    await this.shell.navigate(`/admin/catalog/tlds/form/${tld}`)
    await this.page.getByTestId('tld-save').and(this.page.locator(':enabled')).waitFor()
  }

  /** Mantine Select: open it, then click the option (not the header's scope switcher). */
  async choose(testId: string, option: string) {
    await this.page.getByTestId(testId).click()
    await this.page
      .getByRole('option', { name: option, exact: true })
      .and(this.page.locator('[data-combobox-option]'))
      .click()
  }

  priceRow(currency: string, period: 'P1Y' | 'P2Y' | 'P3Y') {
    return this.page.getByTestId(`tld-price-row-${currency}-${period}`)
  }

  async setPrice(currency: string, period: 'P1Y' | 'P2Y' | 'P3Y', price: string) {
    await this.priceRow(currency, period).getByTestId('tld-price-amount').fill(price)
  }

  async setRestore(currency: string, price: string) {
    await this.page.getByTestId(`tld-restore-${currency}`).fill(price)
  }

  async save() {
    await this.page.getByTestId('tld-save').click()
  }
}
