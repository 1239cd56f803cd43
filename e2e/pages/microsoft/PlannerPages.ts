import { AreaPages } from '../AreaPages.ts'

/** The licence planner (M365 scheduler): planner timeline, users, adding one, planning a change. */
export class PlannerPages extends AreaPages {
  async openPlanner() {
    await this.visit(
      '/m365/scheduler/planner',
      this.page.getByTestId('planned-changes').locator('[data-row]').first(),
    )
  }

  async openUsers() {
    await this.visit('/m365/scheduler/users', this.tableRows('planner-users-table').first())
  }

  /** Adds a user in the tenant's directory and waits for their page. */
  async addUser(name: string, login: string, country: string) {
    await this.page.getByTestId('planner-add-user').click()
    await this.page.getByTestId('user-display-name').fill(name)
    await this.page.getByTestId('user-login').fill(login)
    await this.page.getByTestId('user-location').fill(country)
    await this.page.getByTestId('user-add').click()
    await this.page.getByTestId('planner-user-facts').waitFor()
  }

  async openUser(name: string) {
    await this.openUsers()
    await this.page.getByTestId('planner-user-link').getByText(name, { exact: true }).click()
    await this.page.getByTestId('planner-user-facts').waitFor()
  }

  /** On a user's page: sets the usage location and waits for the answer (saved, or the field's error). */
  async setUsageLocation(country: string) {
    const form = this.page.getByTestId('usage-location-form')
    await form.getByTestId('usage-location').fill(country)
    const answered = this.page.waitForResponse(
      (r) => r.url().endsWith('/location') && r.request().method() === 'PUT',
    )
    await form.getByTestId('usage-location-save').click()
    await answered
    await form.locator('[data-testid="usage-location-save"][data-loading]').waitFor({ state: 'detached' })
  }

  userRow(name: string) {
    return this.tableRows('planner-users-table').filter({
      has: this.page.getByTestId('planner-user-link').getByText(name, { exact: true }),
    })
  }

  /** From a user's page: plans a change and returns the planner's answer (what it does, its cost). */
  async plan(action: 'Assign' | 'Remove', product: string, day: string) {
    await this.page.getByTestId('plan-change').click()
    await this.page.getByTestId('schedule-submit').waitFor()
    await this.page.getByTestId('schedule-action').getByText(action, { exact: true }).click()
    await this.choose('schedule-product', product)
    await this.page.getByTestId('schedule-day').fill(day)
    await this.page.getByTestId('schedule-submit').click()
    const result = this.page.getByTestId('schedule-result')
    await result.waitFor()
    return (await result.textContent()) ?? ''
  }

  /** The row of a user's change on the planner timeline. */
  change(user: string, text: string | RegExp) {
    return this.page
      .getByTestId('planned-changes')
      .locator('[data-row]')
      .filter({ has: this.page.getByTestId('change-user').getByText(user, { exact: true }) })
      .filter({ hasText: text })
  }
}
