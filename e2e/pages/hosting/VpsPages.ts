import { AreaPages } from '../AreaPages.ts'

/** The VPS and dedicated server screens: the VPS list, one VPS with its power actions, the servers. */
export class VpsPages extends AreaPages {
  async openList() {
    await this.visit('/hosted/vpses', this.tableRows('vps-table').first())
  }

  async openServers() {
    await this.visit('/hosted/servers', this.tableRows('servers-table').first())
  }

  row(name: string) {
    return this.rowsWith('vps-table', 'vps-link', name)
  }

  async openVps(name: string) {
    await this.row(name).first().getByTestId('vps-link').click()
    await this.page.getByTestId('vps-addresses').waitFor()
  }

  /** The power action's task on the page: its status (running, done, failed) and its bar's value. */
  task() {
    return this.page.getByTestId('vps-task')
  }

  async waitForTask(status: 'running' | 'done' | 'failed', timeout = 30_000) {
    await this.page.locator(`[data-testid="vps-task"][data-status="${status}"]`).waitFor({ timeout })
  }

  async power(action: 'start' | 'shutdown' | 'reboot') {
    await this.page.getByTestId(`vps-${action}`).click()
  }
}
