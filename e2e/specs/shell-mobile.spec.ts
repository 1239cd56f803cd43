import { describe, expect, it } from 'vitest'
import { animationsDone, snapshot } from '../support/browser.ts'
import { usePortal } from '../support/portal.ts'

/** Under a busy machine a second is not enough for a page to react. */
const POLL = { timeout: 10_000 }

const portal = usePortal()

const WIDTH = 390

describe('a 390 px wide phone', () => {
  it('hides the sidebar behind the toggle; a followed link closes it again', async () => {
    const { page, shell } = await portal.signIn('jane', { width: WIDTH, height: 844 })
    await shell.waitForPage('/', 'Dashboard - Portico')
    const sidebar = page.getByTestId('sidebar')
    const inView = async () => {
      const box = await sidebar.boundingBox()
      return box !== null && box.x + box.width > 0 && box.x < WIDTH
    }
    const fullyIn = async () => ((await sidebar.boundingBox())?.x ?? -1) >= 0
    expect(await inView()).toBe(false)
    // No mini-sidebar control on a phone.
    expect(await page.getByTestId('sidebar-mini-toggle').count()).toBe(0)

    await page.getByTestId('sidebar-toggle').click()
    await expect.poll(fullyIn, POLL).toBe(true)
    expect(await page.getByTestId('sidebar-toggle').getAttribute('aria-expanded')).toBe('true')
    await snapshot(page, 'mobile-sidebar-open')
    await sidebar.getByRole('button', { name: 'Support' }).click()
    // The group opens with a height transition, as the sidebar slid in: a click while either moves
    // can miss the link (a CI run stayed on the dashboard once), so wait as the user's eye does.
    await animationsDone(page)
    await sidebar.getByRole('link', { name: 'Closed tickets' }).click()
    await shell.waitForPage('/support/closed', 'Closed tickets - Portico')
    await expect.poll(inView, POLL).toBe(false)

    await page.getByTestId('sidebar-toggle').click()
    await expect.poll(inView, POLL).toBe(true)
    await page.getByTestId('sidebar-toggle').click()
    await expect.poll(inView, POLL).toBe(false)
  })

  it('keeps every header control on screen and the page without sideways scrolling, in both languages', async () => {
    const { page } = await portal.signIn('jane', { width: WIDTH, height: 844 })
    await page.getByTestId('dashboard-companies').waitFor()
    for (const language of ['en', 'nl']) {
      if (language === 'nl') {
        // On a phone the language and dark-mode controls live in the user menu.
        expect(await page.getByTestId('header').getByTestId('language-switch').isVisible()).toBe(false)
        await page.getByTestId('user-menu').click()
        await page.getByTestId('language-switch').selectOption('nl')
        await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe('nl')
        const toggle = await page.getByTestId('dark-mode-toggle').boundingBox()
        expect((toggle?.x ?? WIDTH) + (toggle?.width ?? 1)).toBeLessThanOrEqual(WIDTH)
        await snapshot(page, 'mobile-user-menu-nl')
        await page.keyboard.press('Escape')
      }
      for (const id of [
        'sidebar-toggle',
        'logo',
        'scope-switcher',
        'search-overlay-toggle',
        'side-overlay-toggle',
        'user-menu',
      ]) {
        const box = await page.getByTestId(id).boundingBox()
        expect(box, `${id} (${language})`).not.toBeNull()
        if (!box) continue
        expect(box.x, `${id} (${language})`).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, `${id} (${language})`).toBeLessThanOrEqual(WIDTH)
        // Touch targets of at least 24 px (WCAG 2.2 target size, minimum).
        expect(box.height, `${id} (${language})`).toBeGreaterThanOrEqual(24)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH)
      // The scope switcher has room to show the chosen scope.
      const scope = await page.getByTestId('scope-switcher').boundingBox()
      expect(scope?.width ?? 0).toBeGreaterThanOrEqual(140)
      await snapshot(page, `mobile-landing-${language}`)
    }
  })

  it('the search overlay covers the header and Escape closes it', async () => {
    const { page } = await portal.signIn('admin', { width: WIDTH, height: 844 })
    await page.getByTestId('search-overlay-toggle').click()
    const input = page.getByTestId('header-search')
    await input.waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'header-search',
    )
    const box = await input.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(250)
    await snapshot(page, 'mobile-search-overlay')
    await page.keyboard.press('Escape')
    await page.getByTestId('search-overlay').waitFor({ state: 'detached' })
  })

  it('the user menu and the feedback dialog fit the screen', async () => {
    const { page } = await portal.signIn('jane', { width: WIDTH, height: 844 })
    await page.getByTestId('user-menu').click()
    const logout = page.getByTestId('logout')
    await logout.waitFor()
    const menuBox = await logout.boundingBox()
    expect(menuBox?.x ?? -1).toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Escape')
    await page.getByTestId('feedback-button').click()
    const submit = page.getByTestId('feedback-submit')
    await submit.waitFor()
    const box = await submit.boundingBox()
    expect((box?.x ?? WIDTH) + (box?.width ?? 1)).toBeLessThanOrEqual(WIDTH)
    await snapshot(page, 'mobile-feedback')
  })
})
