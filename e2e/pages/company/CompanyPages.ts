import { AreaPages } from '../AreaPages.ts'

/** The company's own pages: notification settings, contracts. */
export class CompanyPages extends AreaPages {
  async openNotifications() {
    await this.visit('/company/notifications', this.page.getByTestId('notifications-mine'))
  }

  /** Picks a choice for an event in one of the two panels ('mine' or 'defaults'). */
  async setChoice(panel: 'mine' | 'defaults', event: string, label: string) {
    await this.page.getByTestId(`notifications-${panel}-${event}`).getByText(label, { exact: true }).click()
  }

  async save(panel: 'mine' | 'defaults') {
    await this.page.getByTestId(`notifications-${panel}-save`).click()
    await this.page.getByTestId(`notifications-${panel}-saved`).waitFor()
  }

  /** The chosen option's value of an event (the checked radio of its control). */
  chosen(panel: 'mine' | 'defaults', event: string) {
    return this.page.getByTestId(`notifications-${panel}-${event}`).locator('input:checked').inputValue()
  }

  async openContracts() {
    await this.visit('/company/contracts', this.page.getByTestId('contracts-table'))
  }

  /** The text of the contracts table's row of a service. */
  contractRow(service: string) {
    return this.tableRows('contracts-table').filter({ hasText: service })
  }
}
