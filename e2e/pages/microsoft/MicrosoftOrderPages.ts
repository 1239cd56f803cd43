import { AreaPages } from '../AreaPages.ts'

/** The Microsoft 365 order page: a tenant, a SKU, its term and billing, seats; into the cart. */
export class MicrosoftOrderPages extends AreaPages {
  async openOrder(ready = 'microsoft-order-form') {
    await this.visit('/microsoft/order', this.page.getByTestId(ready))
  }

  /** Chooses the SKU (its code prefix), the term and billing by their labels, the seats, and puts it in the cart. */
  async order(sku: string, term: string, billing: string, seats: number) {
    await this.page.getByTestId(`microsoft-sku-${sku}`).check()
    await this.page.getByTestId('microsoft-order-term').getByText(term, { exact: true }).click()
    await this.page.getByTestId('microsoft-order-billing').getByText(billing, { exact: true }).click()
    await this.page.getByTestId('microsoft-order-seats').fill(String(seats))
    await this.page.getByTestId('microsoft-order-submit').click()
    await this.page.waitForURL(/\/ordering\/overview$/)
    await this.page.getByTestId('cart-lines').waitFor()
  }
}
