import { AreaPages } from '../AreaPages.ts'

/** The customer's domain screens: the availability check with its cart, the list, a domain's page. */
export class DomainNamePages extends AreaPages {
  async openCheck() {
    await this.visit('/domains/check', this.page.getByTestId('check-name'))
  }

  /** Types a name and checks it; waits for the result of every TLD. */
  async check(name: string) {
    await this.page.getByTestId('check-name').fill(name)
    await this.page.getByTestId('check-submit').click()
    const label = name.split('.')[0]
    await this.resultRow(`${label}.nl`).waitFor()
    await this.page.locator('[data-testid="check-submit"][data-loading]').waitFor({ state: 'detached' })
  }

  resultRow(domain: string) {
    return this.rowsWith('check-results', 'check-domain', domain)
  }

  async statusOf(domain: string) {
    return this.resultRow(domain).getByTestId('check-status').getAttribute('data-status')
  }

  async register(domain: string) {
    await this.resultRow(domain).getByTestId('check-register').click()
    await this.cartItem(domain).waitFor()
  }

  async transfer(domain: string, authCode: string) {
    await this.resultRow(domain).getByTestId('check-transfer').click()
    await this.page.getByTestId('transfer-auth-code').fill(authCode)
    await this.page.getByTestId('transfer-submit').click()
    await this.cartItem(domain).waitFor()
  }

  cartItems() {
    return this.page.getByTestId('domain-cart-item')
  }

  cartItem(domain: string) {
    return this.page.locator(`[data-testid="domain-cart-item"][data-domain="${domain}"]`)
  }

  async removeFromCart(domain: string) {
    await this.cartItem(domain).getByTestId('domain-cart-remove').click()
    await this.cartItem(domain).waitFor({ state: 'detached' })
  }

  continueButton() {
    return this.page.getByTestId('domain-cart-continue')
  }

  async openList() {
    await this.visit('/domains/list', this.tableRows('domain-table').first())
  }

  /** The names the list shows, once it has settled on `count` rows. */
  async listedNames(count: number) {
    const links = this.page.getByTestId('domain-table').getByTestId('domain-link')
    await this.page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="domain-table"] [data-testid="domain-link"]').length === n,
      count,
    )
    return links.allTextContents()
  }

  async openDomain(name: string) {
    await this.visit(`/domains/view/${name}`, this.page.getByTestId('dns-editor'))
    await this.page.getByTestId('domain-name').getByText(name, { exact: true }).waitFor()
  }

  records() {
    return this.page.getByTestId('dns-record')
  }

  /** Adds a record at the end of the table and fills it. */
  async addRecord(record: { type: string; name: string; content: string; priority?: string }) {
    await this.page.getByTestId('dns-add').click()
    const row = this.records().last()
    await row.getByTestId('dns-type').selectOption(record.type)
    await row.getByTestId('dns-name').fill(record.name)
    await row.getByTestId('dns-content').fill(record.content)
    if (record.priority !== undefined) await row.getByTestId('dns-priority').fill(record.priority)
  }

  recordError(index: number, field: 'name' | 'content' | 'ttl' | 'priority') {
    return this.records().nth(index).locator(`[data-testid="dns-${field}"][aria-invalid="true"]`)
  }

  async saveZone() {
    await this.page.getByTestId('dns-save').click()
  }

  async requestAuthCode() {
    await this.page.getByTestId('domain-auth-code-request').click()
  }

  /** The renewal card's state (data-status), once it shows one. */
  async renewalStatus() {
    const status = this.page.getByTestId('domain-renewal-status')
    await status.waitFor()
    return status.getAttribute('data-status')
  }

  /** Asks to restore the domain (past its grace); waits for the restore to be invoiced. */
  async restore() {
    await this.page.getByTestId('domain-restore').click()
    await this.page.locator('[data-testid="domain-renewal-status"][data-status="invoiced"]').waitFor()
  }
}
