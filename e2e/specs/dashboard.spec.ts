import { describe, expect, it } from 'vitest'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

/** Issue 15: the landing page's remaining tiles — revenue this month against last, licence seats. */
const portal = usePortal({ env: { SEED_DEMO_ORDERS: 'true' } })

describe('dashboard', () => {
  it('staff see revenue this month against last with a six-month chart; the tile opens the reports', async () => {
    const { page, shell } = await portal.signIn('admin')
    await page.getByTestId('tile-revenueThisMonth').waitFor()
    expect(await page.getByTestId('tile-revenueThisMonth').textContent()).toMatch(/€/)
    expect(await page.getByTestId('tile-revenueThisMonth-detail').textContent()).toMatch(/^Last month: €/)
    await page.getByTestId('revenue-chart').locator('.recharts-bar-rectangle').first().waitFor()
    expect(await page.getByTestId('dashboard-revenue-table').locator('tr').count()).toBe(6)
    await auditScreen(page, 'dashboard-staff-en')
    await page.getByTestId('tile-revenueThisMonth').click()
    await shell.waitForPage('/finances/reports', 'Reports - Portico')
  })

  it('a customer sees licence seats used of bought; the tile opens the subscriptions', async () => {
    const { page, shell } = await portal.signIn('jane')
    const seats = page.getByTestId('tile-licenceSeats')
    await seats.waitFor()
    expect(await page.getByTestId('tile-licenceSeats-detail').textContent()).toMatch(/^of \d+ · \d+ free$/)
    expect(await page.getByTestId('dashboard-revenue').count()).toBe(0)
    await auditScreen(page, 'dashboard-customer-en')
    await seats.click()
    await shell.waitForPage('/microsoft/subscriptions', 'Microsoft subscriptions - Portico')
  })

  it('staff in Dutch, dark, at 390 px', async () => {
    const staff = await portal.signIn('admin', dutchDarkPhone)
    await staff.page.getByTestId('revenue-chart').waitFor()
    expect(await staff.page.getByTestId('tile-revenueThisMonth-detail').textContent()).toMatch(
      /^Vorige maand: /,
    )
    await auditScreen(staff.page, 'dashboard-staff-nl-dark-390')
  })

  it('a customer in Dutch, dark, at 390 px', async () => {
    const jane = await portal.signIn('jane', dutchDarkPhone)
    await jane.page.getByTestId('tile-licenceSeats').waitFor()
    await auditScreen(jane.page, 'dashboard-customer-nl-dark-390')
  })
})
