import { addDays, todayIn } from '@portico/domain'
import { describe, expect, it } from 'vitest'
import { MicrosoftPages } from '../pages/microsoft/MicrosoftPages.ts'
import { PlannerPages } from '../pages/microsoft/PlannerPages.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

/**
 * Issue 14, the licence planner: Jane plans a licence for a new colleague next Monday and a removal
 * for a leaver at month end; the server's clock moves past both (TEST_CLOCK), they run once, and the
 * seats and costs follow; after the 168-hour window a decrease is refused with the reopening date.
 */
const portal = usePortal({
  env: { TEST_CLOCK: 'true' },
  pages: (shell) => ({ planner: new PlannerPages(shell), microsoft: new MicrosoftPages(shell) }),
})
const ZONE = 'Europe/Amsterdam'
const BASIC = 'Microsoft 365 Business Basic'
const STANDARD = 'Microsoft 365 Business Standard'

const today = todayIn(ZONE, new Date())
const weekday = new Date(`${today}T12:00:00Z`).getUTCDay()
const nextMonday = addDays(today, ((8 - weekday) % 7) + (weekday === 1 ? 7 : 0))
const monthEnd = addDays(`${addDays(`${today.slice(0, 8)}28`, 4).slice(0, 8)}01`, -1)

/** Moves the server's clock and lets the planner job run at the new moment. */
async function moveClock(at: string) {
  const answer = await fetch(`${portal.baseUrl}/api/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at, run: ['microsoft.planner'] }),
  })
  expect(answer.status).toBe(200)
}

describe('Microsoft 365 licence planner', () => {
  it('jane plans a new colleague’s licence and a leaver’s removal; at their dates both run once', async () => {
    const { page, shell, planner, microsoft } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    // Setup: Basic down to the one seat Bas uses, so a new colleague needs a seat bought.
    const api = await portal.api('jane')
    type Sub = { id: string; product: string; assigned: number; quantity: number }
    const subs = (await api.request<{ data: Sub[] }>('GET', '/microsoft/subscriptions')).data
    const basic = subs.find((s) => s.product === BASIC) as Sub
    const standard = subs.find((s) => s.product === STANDARD) as Sub
    await api.request('PUT', `/microsoft/subscriptions/${basic.id}/seats`, { quantity: basic.assigned })

    await planner.openPlanner()
    await page.getByTestId('policy-buy-missing').click()
    await page.getByTestId('policy-buy-missing').and(page.locator(':checked')).waitFor()
    await planner.openUsers()
    await planner.addUser('Lotte Visser', 'lotte', 'NL')
    const hired = await planner.plan('Assign', BASIC, nextMonday)
    expect(hired).toMatch(/Buys a seat \(pro rata\).*Cost: €\s?[\d.,]+/)
    await auditScreen(page, 'planner-schedule-en')

    await planner.openUser('Anna de Vries')
    const leaver = await planner.plan('Remove', STANDARD, monthEnd)
    expect(leaver).toMatch(/Remove Microsoft 365 Business Standard planned for/)
    await planner.openPlanner()
    await planner.change('Anna de Vries', /Remove/).waitFor()
    await planner.change('Lotte Visser', BASIC).getByTestId('change-cost').getByText(/€/).waitFor()
    await page.getByTestId('seat-chart').first().waitFor()
    await auditScreen(page, 'planner-en')

    // The clock moves past month end and next Monday: the planner job runs both, once.
    const after = addDays(monthEnd > nextMonday ? monthEnd : nextMonday, 1)
    await moveClock(`${after}T06:00:00Z`)
    type Change = { user_name: string; product: string; status: string }
    const statuses = async () => {
      const plan = await api.request<{ data: { changes: Change[] } }>('GET', '/microsoft/planner')
      const find = (user: string, product: string) =>
        plan.data.changes.find(
          (c) => c.user_name === user && c.product === product && c.status !== 'cancelled',
        )
      return [find('Lotte Visser', BASIC)?.status, find('Anna de Vries', STANDARD)?.status]
    }
    await expect.poll(statuses, { timeout: 60_000, interval: 1500 }).toEqual(['done', 'done'])
    await moveClock(`${after}T06:05:00Z`)
    await new Promise((r) => setTimeout(r, 3000))
    const seats = (await api.request<{ data: Sub[] }>('GET', '/microsoft/subscriptions')).data
    const basicAfter = seats.find((s) => s.product === BASIC) as Sub
    expect(basicAfter.quantity).toBe(basicAfter.assigned)
    expect(basicAfter.quantity).toBeGreaterThan(basic.assigned)
    expect((seats.find((s) => s.product === STANDARD) as Sub).assigned).toBeLessThan(standard.assigned)
    await shell.reload()
    await planner.openPlanner()
    await planner
      .change('Anna de Vries', /Remove/)
      .locator('[data-status="done"]')
      .waitFor()
    expect(await planner.change('Lotte Visser', BASIC).getByTestId('change-cost').textContent()).toMatch(/€/)
    await snapshot(page, 'planner-done-en')

    // Past every 168-hour window, lowering Standard is refused with the date it opens again.
    await moveClock(`${addDays(after, 8)}T06:00:00Z`)
    await microsoft.openSubscriptions()
    expect(await microsoft.row(BASIC).textContent()).toMatch(/(\d+) of \1 assigned/)
    await microsoft.openSubscription(STANDARD)
    await microsoft.setSeats((await microsoft.quantity()) - 1)
    await page
      .getByTestId('seats-refused')
      .getByText(/the window opens again on \d{4}-\d{2}-\d{2} 00:00 UTC/)
      .waitFor()
  }, 240_000)

  it('the planner, a user and planning in Dutch, dark, at 390 px', async () => {
    const { page, planner } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await planner.openPlanner()
    await page.getByTestId('change-failure').first().waitFor()
    expect(await page.getByTestId('change-failure').first().textContent()).toContain('gebruikslocatie')
    // On a phone each change is a card as wide as the screen, not a table that scrolls sideways.
    const changes = page.getByTestId('planned-changes')
    expect(await changes.evaluate((el) => el.tagName)).not.toBe('TABLE')
    expect(await changes.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true)
    await auditScreen(page, 'planner-nl-dark-390')
    await planner.openUsers()
    await auditScreen(page, 'planner-users-nl-dark-390')
    await planner.openUser('Bas Jansen')
    await page.getByTestId('plan-change').click()
    await page.getByTestId('schedule-submit').waitFor()
    await auditScreen(page, 'planner-schedule-nl-dark-390')

    // Kees has no usage location: it is set on his page, no dead end (issue 26 item 12).
    await planner.openUser('Kees Bakker')
    await auditScreen(page, 'planner-user-location-nl-dark-390')
    await planner.setUsageLocation('N')
    expect(await page.getByTestId('usage-location-form').textContent()).toContain('landcode van twee letters')
    await planner.setUsageLocation('NL')
    await planner.openUsers()
    await planner.userRow('Kees Bakker').getByText('NL', { exact: true }).waitFor()
  })
})
