import { AreaPages } from '../AreaPages.ts'

/** The as-a-service screens: the managed network, leased hardware and IaaS pools; hosted databases and storage. */
export class AasPages extends AreaPages {
  async openNetwork() {
    await this.visit('/aas/network', this.tableRows('devices-table').first())
  }

  /** A device's row by its name. */
  device(name: string) {
    return this.tableRows('devices-table').filter({ has: this.page.getByText(name, { exact: true }) })
  }

  /** Opens the pause dialog of a device, fills the hours and sends them. */
  async pause(name: string, hours: string) {
    await this.device(name).getByTestId('device-pause').click()
    await this.page.getByTestId('pause-hours').fill(hours)
    await this.page.getByTestId('pause-submit').click()
  }

  link(name: string) {
    return this.page.locator(`[data-testid="network-link"][data-name="${name}"]`)
  }

  async openHardware() {
    await this.visit('/aas/hardware', this.tableRows('hardware-table').first())
  }

  async openInfrastructure() {
    await this.visit('/aas/infrastructure', this.page.getByTestId('iaas-pool').first())
  }

  pool(name: string) {
    return this.page.locator(`[data-testid="iaas-pool"][data-name="${name}"]`)
  }

  async openDatabases() {
    await this.visit('/hosted/databases', this.tableRows('databases-table').first())
  }

  async openStorage() {
    await this.visit('/hosted/storage', this.tableRows('storage-table').first())
  }
}
