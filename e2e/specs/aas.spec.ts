import { describe, expect, it } from 'vitest'
import { AasPages } from '../pages/aas/AasPages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ aas: new AasPages(shell) }) })

describe('network as a service', () => {
  it("jane sees Acme's devices as monitoring sees them, and pauses one for maintenance", async () => {
    const { page, aas } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await aas.openNetwork()
    expect(await page.getByTestId('devices-table').locator('tbody tr').count()).toBe(5)
    expect(await aas.device('fw-utr-01').getByTestId('device-status').getAttribute('data-status')).toBe(
      'down',
    )
    expect(await aas.device('fw-ams-01').textContent()).toContain('FortiGate 60F')
    expect(await aas.device('fw-ams-01').textContent()).toContain('7.4.5')
    expect(
      await aas.link('VPN Amsterdam–Utrecht').getByTestId('link-status').getAttribute('data-status'),
    ).toBe('down')

    await aas.pause('fw-utr-01', '500')
    await page.getByText('Pause monitoring for a whole number of hours from 1 to 168').waitFor()
    await page.getByTestId('pause-hours').fill('6')
    await page.getByTestId('pause-submit').click()
    await aas
      .device('fw-utr-01')
      .locator('[data-testid="device-monitoring"][data-monitoring="paused"]')
      .waitFor()
    await auditScreen(page, 'aas-network-en')
    await aas.device('fw-utr-01').getByTestId('device-resume').click()
    await aas
      .device('fw-utr-01')
      .locator('[data-testid="device-monitoring"][data-monitoring="active"]')
      .waitFor()
  })

  it('the network page in Dutch, dark, at 390 px', async () => {
    const { page, aas } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await aas.openNetwork()
    await page.getByText('Onbereikbaar').first().waitFor()
    await auditScreen(page, 'aas-network-nl-dark-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('hardware and infrastructure as a service', () => {
  it("jane sees Acme's leased hardware and its IaaS use against the commitment", async () => {
    const { page, aas } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await aas.openHardware()
    expect(await page.getByTestId('hardware-table').locator('tbody tr').count()).toBe(5)
    // The first lease ends within two months: flagged.
    await page.getByTestId('lease-ends-soon').first().waitFor()
    await auditScreen(page, 'aas-hardware-en')

    await aas.openInfrastructure()
    expect(await page.getByTestId('iaas-pool').count()).toBe(2)
    expect(await aas.pool('Production').getByTestId('pool-vcpu').getAttribute('data-percent')).toBe('86')
    await aas.pool('Test and acceptance').getByTestId('pool-over').first().waitFor()
    expect(await aas.pool('Production').getByTestId('pool-months').locator('tbody tr').count()).toBe(6)
    await auditScreen(page, 'aas-infrastructure-en')
  })

  it('hardware and infrastructure in Dutch, dark, at 390 px; the reseller sees only Initech', async () => {
    const { page, aas } = await portal.signIn('reseller', dutchDarkPhone)
    await aas.openHardware()
    expect(await page.getByTestId('hardware-model').allTextContents()).toEqual(['Dell OptiPlex 7010'])
    await page.getByText('In gebruik').first().waitFor()
    await auditScreen(page, 'aas-hardware-nl-dark-390')
    await aas.openInfrastructure()
    await page.getByText('Gebruik per maand').first().waitFor()
    await auditScreen(page, 'aas-infrastructure-nl-dark-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('hosted databases and storage', () => {
  it("jane sees Acme's databases and storage against their limits, in English and in Dutch", async () => {
    const { page, aas } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await aas.openDatabases()
    expect(await page.getByTestId('database-name').allTextContents()).toEqual([
      'acme_crm',
      'acme_shop',
      'acme_wiki',
    ])
    await page.getByText('no limit').waitFor()
    await auditScreen(page, 'hosting-databases-en')
    await aas.openStorage()
    expect(await page.getByTestId('storage-name').allTextContents()).toEqual([
      'acme-backup',
      'acme-fileserver',
      'acme-media',
    ])
    await auditScreen(page, 'hosting-storage-en')
  })

  it('databases and storage in Dutch, dark, at 390 px', async () => {
    const { page, aas } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await aas.openDatabases()
    await page.getByText('geen limiet').waitFor()
    await auditScreen(page, 'hosting-databases-nl-dark-390')
    await aas.openStorage()
    await page.getByText('Back-upruimte', { exact: true }).first().waitFor()
    await auditScreen(page, 'hosting-storage-nl-dark-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
