import { AreaPages } from '../AreaPages.ts'

/** Ordering the names chosen on the check: /domains/setup, /domains/confirm, then the cart. */
export class DomainOrderPages extends AreaPages {
  /** From the check page's domain cart to the setup of its names. */
  async continueToSetup() {
    await this.page.getByTestId('domain-cart-continue').click()
    await this.page.waitForURL(/\/domains\/setup$/)
    await this.setupLine().first().waitFor()
  }

  setupLine(domain?: string) {
    return this.lines('setup-line', domain)
  }

  /** Chooses a preset; its contacts fill the registrant field. */
  async choosePreset(name: string) {
    await this.pick(this.page.getByTestId('setup-preset'), name)
    await this.page.locator('[data-testid="preset-registrant_id"]:not([value=""])').waitFor()
  }

  /** Chooses the owner (registrant) contact by its label, "Name (HANDLE)". */
  async chooseRegistrant(label: string) {
    await this.pick(this.page.getByTestId('preset-registrant_id'), label)
  }

  async continueToConfirm() {
    await this.page.getByTestId('setup-continue').click()
    await this.page.waitForURL(/\/domains\/confirm$/)
    await this.confirmLine().first().waitFor()
  }

  confirmLine(domain?: string) {
    return this.lines('confirm-line', domain)
  }

  /** "Add to cart": the names go into the cart, which the overview shows for the terms and checkout. */
  async placeInCart() {
    await this.page.getByTestId('confirm-place').click()
    await this.page.waitForURL(/\/ordering\/overview$/)
    await this.page.getByTestId('cart-lines').waitFor()
  }

  /** The lines with the test id `testId`, or only the line of `domain`. */
  private lines(testId: string, domain?: string) {
    const lines = this.page.getByTestId(testId)
    return domain ? lines.and(this.page.locator(`[data-domain="${domain}"]`)) : lines
  }
}
