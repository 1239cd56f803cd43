import { AreaPages } from '../AreaPages.ts'

/** The ordering screens: the shop, the configurator, the cart, and the order pages. */
export class OrderPages extends AreaPages {
  async openShop() {
    await this.visit('/selfservice', this.page.getByTestId('shop-product').first())
  }

  async configure(code: string) {
    await this.page.getByTestId(`configure-${code}`).click()
    await this.page.getByTestId('configure-add').waitFor()
  }

  async addToCart() {
    await this.page.getByTestId('configure-add').click()
    await this.page.getByTestId('cart-lines').waitFor()
  }

  /** Of the cart's lines: the prices, totals and remove buttons a user cannot see without scrolling sideways. */
  cartCutOff(): Promise<string[]> {
    return this.cutOff(this.page.getByTestId('cart-lines'), ['item-price', 'cart-line-total', 'cart-remove'])
  }

  async applyPromotion(code: string) {
    await this.page.getByTestId('cart-promotion-code').fill(code)
    await this.page.getByTestId('cart-promotion-apply').click()
    await this.page.getByTestId('cart-promotion').waitFor()
  }

  /**
   * Accepts the terms and presses "Place order" twice in a row, as an impatient user does; the id of
   * the order the completed page shows.
   */
  async placeOrder(): Promise<string> {
    await this.page.getByTestId('cart-terms').check()
    await this.page.getByTestId('cart-place').dblclick()
    await this.page.getByTestId('order-completed').waitFor()
    return /\/ordering\/completed\/([0-9a-f-]{36})/.exec(this.page.url())?.[1] ?? ''
  }

  async openOrders(admin = false) {
    await this.visit(admin ? '/admin/orders' : '/finances/orders', this.tableRows('order-table').first())
  }

  async openOrder(number: string) {
    await this.page.getByTestId('order-link').filter({ hasText: number }).click()
    await this.page.getByTestId('order-lines').waitFor()
  }

  status() {
    return this.page.getByTestId('order-status').first().getAttribute('data-status')
  }
}
