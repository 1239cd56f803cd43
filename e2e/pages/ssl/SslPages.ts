import type { Download } from 'playwright-core'
import { AreaPages } from '../AreaPages.ts'

/** The SSL screens: the customers' certificates (list, order, view) and the staff's SSL catalogue. */
export class SslPages extends AreaPages {
  async openList() {
    await this.visit('/domains/certificates', this.tableRows('certificate-table').first())
  }

  row(commonName: string) {
    return this.rowsWith('certificate-table', 'certificate-link', commonName)
  }

  async openCertificate(commonName: string) {
    await this.row(commonName).first().getByTestId('certificate-link').click()
    await this.page.getByTestId('certificate-validation').first().waitFor()
  }

  async openOrder() {
    await this.page.getByTestId('certificate-order').click()
    await this.page.getByTestId('certificate-common-name').waitFor()
  }

  /** Makes the key and CSR in the browser; the private key is offered as a download once. */
  async generateCsr(): Promise<Download> {
    await this.page.getByTestId('certificate-generate').click()
    await this.page.getByTestId('certificate-key-made').waitFor()
    const download = this.page.waitForEvent('download')
    await this.page.getByTestId('certificate-save-key').click()
    return download
  }

  async putInCart() {
    await this.page.getByTestId('certificate-place').click()
    await this.page.waitForURL(/\/ordering\/overview$/)
    await this.page.getByTestId('cart-lines').waitFor()
  }

  validation(name: string) {
    return this.page.locator(`[data-testid="certificate-validation"][data-name="${name}"]`)
  }

  async download(): Promise<Download> {
    const download = this.page.waitForEvent('download')
    await this.page.getByTestId('certificate-download').click()
    return download
  }

  async openProducts() {
    await this.visit('/admin/catalog/realtime/ssl', this.tableRows('ssl-product-table').first())
  }

  async openProduct(name: string) {
    await this.page.getByTestId('ssl-product-link').getByText(name, { exact: true }).click()
    await this.page.getByTestId('ssl-product-save').and(this.page.locator(':enabled')).waitFor()
  }

  async setPrice(currency: string, period: 'P1Y' | 'P2Y' | 'P3Y', price: string) {
    await this.page
      .getByTestId(`ssl-price-row-${currency}-${period}`)
      .getByTestId('ssl-price-amount')
      .fill(price)
  }
}
