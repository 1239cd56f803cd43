import { AreaPages } from '../AreaPages.ts'

/** The TLD catalogue (the domains area's staff pages): the list and the TLD form. */
export class DomainPages extends AreaPages {
  async openTlds() {
    await this.visit('/admin/catalog/tlds', this.tableRows('tld-table').first())
  }

  tldRow(tld: string) {
    return this.rowsWith('tld-table', 'tld-link', `.${tld}`)
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
