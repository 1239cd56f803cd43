import { describe, expect, it } from 'vitest'
import { VpsPages } from '../pages/hosting/VpsPages.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ vps: new VpsPages(shell) }) })

describe('VPSes and dedicated servers', () => {
  it('jane opens a VPS, reboots it and sees the task progress to done', async () => {
    const { page, vps } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await vps.openList()
    expect(await vps.row('acme-web01').getByTestId('vps-power').getAttribute('data-status')).toBe('running')
    expect(await vps.row('acme-staging').getByTestId('vps-power').getAttribute('data-status')).toBe('stopped')
    await auditScreen(page, 'hosting-vps-list-en')

    await vps.openVps('acme-web01')
    await page.getByTestId('vps-traffic-chart').locator('svg').first().waitFor()
    expect(await page.getByTestId('vps-traffic-hours').locator('tbody tr').count()).toBeGreaterThan(40)
    await vps.power('reboot')
    await vps.waitForTask('running')
    expect(await vps.task().textContent()).toContain('Reboot: in progress')
    await snapshot(page, 'hosting-vps-rebooting-en')
    await vps.waitForTask('done')
    expect(await vps.task().textContent()).toContain('Reboot: done')
    expect(await page.getByTestId('vps-task-progress').getAttribute('data-value')).toBe('100')
    await page
      .getByTestId('vps-uptime')
      .getByText(/^\d+ min$/)
      .waitFor()
    expect(await page.getByTestId('vps-tasks').textContent()).toContain('Reboot: done')
    await auditScreen(page, 'hosting-vps-rebooted-en')

    await vps.openServers()
    expect(await page.getByTestId('servers-table').textContent()).toContain('acme-db01')
    await page.getByTestId('server-ticket').first().click()
    await page.waitForURL(/\/support\/new\?subject=acme-db01/)
    // The new ticket names the server and its service already.
    expect(await page.getByTestId('field-subject').inputValue()).toBe('acme-db01: ')
    await snapshot(page, 'hosting-servers-ticket-en')
  }, 120_000)

  it('the VPS and server pages in Dutch, dark, at 390 px', async () => {
    const { page, vps } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await vps.openList()
    expect(await vps.cutOff(page.getByTestId('vps-table'), ['vps-link'])).toEqual([])
    expect(await vps.scrollsSideways()).toBe(false)
    await auditScreen(page, 'hosting-vps-list-nl-dark-390')
    await vps.openVps('acme-staging')
    await vps.power('start')
    await vps.waitForTask('done')
    expect(await vps.task().textContent()).toContain('Starten: klaar')
    await page.locator('[data-testid="vps-power"][data-status="running"]').waitFor()
    await auditScreen(page, 'hosting-vps-nl-dark-390')
    await vps.openServers()
    await auditScreen(page, 'hosting-servers-nl-dark-390')
  }, 120_000)
})
