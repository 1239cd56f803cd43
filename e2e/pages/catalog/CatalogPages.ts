import { AreaPages } from '../AreaPages.ts'

/** The catalogue screens: products, the product form, promotions and the price list. */
export class CatalogPages extends AreaPages {
  async openProducts() {
    await this.visit('/admin/catalog/products', this.page.getByTestId('product-table'))
  }

  async openNewProduct() {
    await this.visit('/admin/catalog/products/form', this.page.getByTestId('product-code'))
  }

  async openPromotions() {
    await this.visit('/admin/catalog/promotions', this.page.getByTestId('promotion-table'))
  }

  async openMarketplace() {
    await this.visit('/admin/catalog/ingram-cloud/products', this.tableRows('marketplace-table').first())
  }

  /** Imports the only product the search finds, at this resale price (EUR); lands on its form. */
  async importFromMarketplace(search: string, price: string) {
    await this.page.getByTestId('marketplace-search').fill(search)
    await this.tableRows('marketplace-table').nth(1).waitFor({ state: 'detached' })
    await this.page.getByTestId('marketplace-import').click()
    await this.page.getByTestId('import-price-EUR').fill(price)
    await this.page.getByTestId('import-submit').click()
    await this.page.getByTestId('marketplace-costs').getByText('margin', { exact: false }).waitFor()
  }

  async openPriceList() {
    await this.visit('/finances/price-list', this.page.getByRole('heading', { level: 1 }))
  }

  async fillGeneral(input: { code: string; nameEn: string; nameNl: string; category: string }) {
    await this.page.getByTestId('product-code').fill(input.code)
    await this.page.getByTestId('product-name_en').fill(input.nameEn)
    await this.page.getByTestId('product-name_nl').fill(input.nameNl)
    await this.choose('product-category', input.category)
  }

  priceRow(currency: string, period: string) {
    return this.page.getByTestId(`price-row-${currency}-${period}`)
  }

  async setPrice(currency: string, period: string, price: string, setup?: string) {
    const row = this.priceRow(currency, period)
    await row.getByTestId('price-amount').fill(price)
    if (setup !== undefined) await row.getByTestId('price-setup').fill(setup)
  }

  async addYesNoOption(code: string, nameEn: string, nameNl: string, prices: string[]) {
    await this.page.getByTestId('option-add').click()
    const option = this.page.getByTestId('option').last()
    await option.getByTestId('option-code').fill(code)
    await option.getByTestId('option-name-en').fill(nameEn)
    await option.getByTestId('option-name-nl').fill(nameNl)
    for (const [i, price] of prices.entries()) await option.getByTestId('option-price').nth(i).fill(price)
  }

  async save() {
    await this.page.getByTestId('product-save').click()
  }

  /** The reseller's row of a product and period in its price list. */
  resellerRow(product: string, period: string) {
    return this.page
      .getByTestId('reseller-price-table')
      .locator('tr')
      .filter({ hasText: product })
      .filter({ hasText: period })
  }

  offerRows(product: string) {
    return this.page.getByTestId('offer-table').locator('tr').filter({ hasText: product })
  }
}
