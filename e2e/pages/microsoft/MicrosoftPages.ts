import { AreaPages } from '../AreaPages.ts'

/** The Microsoft 365 screens: subscriptions (list, one subscription) and tenants. */
export class MicrosoftPages extends AreaPages {
  async openSubscriptions() {
    await this.visit('/microsoft/subscriptions', this.tableRows('subscription-table').first())
  }

  row(product: string) {
    return this.rowsWith('subscription-table', 'subscription-link', product)
  }

  async openSubscription(product: string) {
    await this.row(product).first().getByTestId('subscription-link').click()
    await this.page.getByTestId('subscription-facts').waitFor()
  }

  async quantity() {
    return Number(await this.page.getByTestId('subscription-quantity').textContent())
  }

  /** Sets the seats and applies them now (confirming the discard of a scheduled change when asked). */
  async setSeats(quantity: number) {
    await this.page.getByTestId('seats-quantity').fill(String(quantity))
    await this.page.getByTestId('seats-apply').click()
  }

  async openTenants() {
    await this.visit('/microsoft/tenants', this.tableRows('tenant-table').first())
  }
}
