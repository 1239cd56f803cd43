import { AreaPages } from '../AreaPages.ts'

/** The connectivity screens: the internet page (availability, ordering a package, the lines' timelines). */
export class ConnectivityPages extends AreaPages {
  async openInternet() {
    await this.visit('/connectivity/internet', this.page.getByTestId('availability-postcode'))
  }

  async checkAvailability(postcode: string, houseNumber: string, addition = '') {
    await this.page.getByTestId('availability-postcode').fill(postcode)
    await this.page.getByTestId('availability-house-number').fill(houseNumber)
    await this.page.getByTestId('availability-addition').fill(addition)
    await this.page.getByTestId('availability-submit').click()
  }

  packageRow(code: string) {
    return this.page.locator(`[data-testid="availability-package"][data-code="${code}"]`)
  }

  async choosePackage(code: string) {
    await this.packageRow(code).getByTestId('availability-choose').click()
    await this.page.getByTestId('package-order').waitFor()
  }

  async putInCart(wishDate: string) {
    await this.page.getByTestId('package-wish-date').fill(wishDate)
    await this.page.getByTestId('package-order-submit').click()
    await this.page.waitForURL(/\/ordering\/overview$/)
    await this.page.getByTestId('cart-lines').waitFor()
  }

  /** A line's card by its address as the API writes it: postcode, house number and addition. */
  line(address: string) {
    return this.page.locator(`[data-testid="internet-line"][data-address="${address}"]`)
  }

  step(address: string, step: string) {
    return this.line(address).locator(`[data-testid="line-step"][data-step="${step}"]`)
  }

  /** The step once the line has reached it. */
  reached(address: string, step: string) {
    return this.line(address).locator(`[data-testid="line-step"][data-step="${step}"][data-reached="true"]`)
  }

  async openMobile() {
    await this.visit('/connectivity/mobile', this.page.getByTestId('sim').first())
  }

  sim(msisdn: string) {
    return this.page.locator(`[data-testid="sim"][data-msisdn="${msisdn}"]`)
  }

  /** Opens the data limit or swap dialog of a SIM, fills the value and sends it. */
  async changeSim(msisdn: string, kind: 'sim-limit' | 'sim-swap', value: string) {
    await this.sim(msisdn).getByTestId(kind).click()
    await this.page.getByTestId('sim-change-value').fill(value)
    await this.page.getByTestId('sim-change-submit').click()
  }

  async openVoip() {
    await this.visit('/connectivity/voip', this.page.getByTestId('trunk').first())
  }

  async requestPort(numbers: string, provider: string, wishDate: string) {
    await this.page.getByTestId('port-numbers').fill(numbers)
    await this.page.getByTestId('port-provider').fill(provider)
    await this.page.getByTestId('port-wish-date').fill(wishDate)
    await this.page.getByTestId('port-request-submit').click()
  }

  port(numbers: string) {
    return this.page.locator(`[data-testid="port"][data-numbers="${numbers}"]`)
  }
}
