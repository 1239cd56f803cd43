import { afterAll, describe, expect, it } from 'vitest'
import type { Shell } from '../pages/Shell.ts'
import { resetAppearance } from '../support/appearance.ts'
import { usePortal } from '../support/portal.ts'

/** Under a busy machine a second is not enough for a page to react. */
const POLL = { timeout: 10_000 }

const portal = usePortal()

const storage = (shell: Shell, key: string) => shell.page.evaluate((k) => window.localStorage.getItem(k), key)
const rootAttribute = (shell: Shell, name: string) =>
  shell.page.evaluate((n) => document.documentElement.getAttribute(n), name)

describe('company scope', () => {
  it('a switch stores companyScope, sends X-Company and reloads the menu; Global removes it again', async () => {
    const { shell, page } = await portal.signIn('jane')
    await page.getByTestId('sidebar').getByText('Dashboard').waitFor()
    const requests = shell.recordApiRequests()
    const acme = await shell.scopeSwitcher().locator('option', { hasText: 'Acme B.V.' }).getAttribute('value')
    expect(acme).toBeTruthy()

    await shell.scopeSwitcher().selectOption({ label: 'Acme B.V.' })
    await expect.poll(() => storage(shell, 'companyScope'), POLL).toBe(acme)
    const menuCall = () => requests.find((r) => new URL(r.url()).pathname === '/api/v1/_me/menu')
    await expect.poll(menuCall, POLL).toBeTruthy()
    expect(await menuCall()?.headerValue('x-company')).toBe(acme)
    // The company itself is loaded, and the data on screen is fetched again within the scope.
    await expect
      .poll(() => requests.some((r) => new URL(r.url()).pathname === `/api/v1/companies/${acme}`))
      .toBe(true)
    const dashboardCall = () => requests.find((r) => new URL(r.url()).pathname === '/api/v1/dashboard')
    await expect.poll(dashboardCall, POLL).toBeTruthy()
    expect(await dashboardCall()?.headerValue('x-company')).toBe(acme)
    await page.getByTestId('dashboard-companies').getByText('Current scope').waitFor()

    requests.length = 0
    await shell.scopeSwitcher().selectOption({ label: 'Global' })
    await expect.poll(() => page.evaluate(() => 'companyScope' in window.localStorage), POLL).toBe(false)
    // Back to a scope seen before: the menu is still asked for again, now without X-Company.
    await expect.poll(menuCall, POLL).toBeTruthy()
    expect(await menuCall()?.headerValue('x-company')).toBeNull()
  })

  it('the stored scope survives a reload and is sent from the first request on', async () => {
    const { shell, page } = await portal.signIn('jane', { scope: 'Globex Ltd' })
    const globex = await storage(shell, 'companyScope')
    expect(globex).toBeTruthy()
    const requests = shell.recordApiRequests()
    await shell.reload()
    expect(await shell.scopeSwitcher().inputValue()).toBe(globex)
    await page.getByTestId('dashboard-companies').waitFor()
    const me = requests.find((r) => new URL(r.url()).pathname === '/api/v1/_me')
    expect(await me?.headerValue('x-company')).toBe(globex)
  })
})

describe('themes', () => {
  // Jane's choices follow her to every later browser: the other specs expect the portal's defaults.
  afterAll(async () => resetAppearance(await portal.api('jane')))

  it('dark mode and the colour theme survive a reload, applied before the app paints', async () => {
    const { shell, page } = await portal.signIn('jane')
    const button = page.getByTestId('feedback-button')
    const defaultColour = await button.evaluate((el) => getComputedStyle(el).backgroundColor)

    await page.getByTestId('dark-mode-toggle').click()
    expect(await rootAttribute(shell, 'data-mantine-color-scheme')).toBe('dark')
    expect(await storage(shell, 'portico.darkMode')).toBe('on')
    await shell.openSideOverlay()
    await page.getByTestId('theme-amethyst').click()
    expect(await storage(shell, 'portico.colorTheme')).toBe('amethyst')
    await page.keyboard.press('Escape')
    const amethyst = await button.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(amethyst).not.toBe(defaultColour)

    // What the document looks like before any of the app's JavaScript has run.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.documentElement
        sessionStorage.setItem(
          'firstPaint',
          `${root.getAttribute('data-mantine-color-scheme')} ${root.getAttribute('data-portico-theme')}`,
        )
      })
    })
    await shell.reload()
    expect(await page.evaluate(() => sessionStorage.getItem('firstPaint'))).toBe('dark amethyst')
    expect(await rootAttribute(shell, 'data-mantine-color-scheme')).toBe('dark')
    await expect
      .poll(() => button.evaluate((el) => getComputedStyle(el).backgroundColor), POLL)
      .toBe(amethyst)
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(body).not.toBe('rgb(255, 255, 255)')

    // The choice is kept on the user: a fresh browser profile gets it at sign-in.
    await expect
      .poll(
        async () =>
          (await (await portal.api('jane')).request<{ appearance: unknown }>('GET', '/_me')).appearance,
        POLL,
      )
      .toMatchObject({ dark_mode: 'on', color_theme: 'amethyst' })
    const fresh = await portal.newPage()
    await portal.shell(fresh.page).signIn('jane@example.com', 'jane')
    await expect
      .poll(
        () => fresh.page.evaluate(() => document.documentElement.getAttribute('data-portico-theme')),
        POLL,
      )
      .toBe('amethyst')
    expect(
      await fresh.page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe('dark')
    await fresh.context.close()
  })

  it('dark mode "system" follows the operating system live', async () => {
    const { shell, page } = await portal.signIn('jane')
    await shell.openSideOverlay()
    await page.getByTestId('dark-mode-control').getByText('System').click()
    expect(await storage(shell, 'portico.darkMode')).toBe('system')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => rootAttribute(shell, 'data-mantine-color-scheme'), POLL).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => rootAttribute(shell, 'data-mantine-color-scheme'), POLL).toBe('light')
  })

  it('follows the operating system while nothing is chosen: "system" is the default (issue 26, item 8)', async () => {
    // Solo has never chosen: nothing in this browser, nothing kept on the user.
    const { shell, page } = await portal.signIn('solo', { colorScheme: 'dark' })
    expect(await storage(shell, 'portico.darkMode')).toBeNull()
    expect(await rootAttribute(shell, 'data-mantine-color-scheme')).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => rootAttribute(shell, 'data-mantine-color-scheme'), POLL).toBe('light')
  })
})

describe('languages', () => {
  it('switching to Dutch translates the shell, is stored, saved on the user and kept after a reload', async () => {
    const { shell, page } = await portal.signIn('reseller')
    const requests = shell.recordApiRequests()
    await page.getByTestId('language-switch').selectOption('nl')
    await expect.poll(() => rootAttribute(shell, 'lang'), POLL).toBe('nl')
    await page.getByTestId('sidebar').getByText('Algemeen').waitFor()
    expect(await page.getByTestId('feedback-button').textContent()).toBe('Meld een fout')
    expect(await storage(shell, 'portico.locale')).toBe('nl')
    const patch = requests.find((r) => r.method() === 'PATCH' && new URL(r.url()).pathname === '/api/v1/_me')
    expect(patch?.postDataJSON()).toEqual({ locale: 'nl' })

    await shell.navigate('/backend/pages/generic/search')
    // The reseller's people work under its own brand (the demo's Resell IT Cloud), not the provider's.
    await shell.waitForPage('/backend/pages/generic/search', 'Zoekresultaten - Resell IT Cloud')

    // A fresh browser profile (no stored choice, English browser) still gets Dutch from the user record.
    const fresh = await portal.newPage({ locale: 'en-US' })
    const again = portal.shell(fresh.page)
    await again.signIn('reseller@example.com', 'reseller')
    await expect.poll(() => fresh.page.evaluate(() => document.documentElement.lang), POLL).toBe('nl')
    await fresh.page.getByTestId('sidebar').getByText('Algemeen').waitFor()
    await fresh.context.close()
  })

  it('a Dutch browser gets Dutch from the start, the sign-in page included', async () => {
    const { page, context } = await portal.newPage({ locale: 'nl-NL' })
    await page.goto(portal.baseUrl)
    await page.waitForURL(/\/interaction\//)
    expect(await page.locator('html').getAttribute('lang')).toBe('nl')
    const shell = portal.shell(page)
    await page.locator('#email').fill('solo@example.com')
    await page.locator('#password').fill('solo')
    await page.locator('button[type=submit]').click()
    await page.getByTestId('user-menu').waitFor()
    await shell.waitForPage('/', 'Dashboard - Portico')
    expect(await page.getByTestId('dashboard-empty').textContent()).toContain('bedrijf')
    await context.close()
  })
})

describe('overlays', () => {
  it('Escape closes the side overlay', async () => {
    const { shell, page } = await portal.signIn('admin')
    await shell.openSideOverlay()
    const overlay = page.getByRole('dialog')
    await overlay.getByText('Recent activity').waitFor()
    await overlay.getByText('Sales summary').waitFor()
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'hidden' })
    expect(await page.getByTestId('side-overlay-toggle').getAttribute('aria-expanded')).toBe('false')
  })

  it('on a narrow screen the search opens as an overlay; Escape closes it, Enter searches', async () => {
    const { page } = await portal.signIn('admin', { width: 600 })
    await page.getByTestId('search-overlay-toggle').click()
    const overlay = page.getByTestId('search-overlay')
    await overlay.waitFor()
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })

    await page.getByTestId('search-overlay-toggle').click()
    await page.getByTestId('header-search').fill('Acme')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/backend/pages/generic/search')
    expect(new URL(page.url()).searchParams.get('query')).toBe('Acme')
    // The company comes first; its name also stands under its services and its Microsoft tenant.
    await page
      .getByTestId('search-results')
      .getByTestId('search-hit')
      .first()
      .filter({ hasText: /^Acme B\.V\.$/ })
      .waitFor()
    expect(await overlay.count()).toBe(0)
  })
})

describe('desktop sidebar', () => {
  it('hides and shows, goes mini (widening on hover), and pauses transitions while resizing', async () => {
    const { page } = await portal.signIn('admin')
    const panel = page.getByTestId('sidebar-panel')
    const heading = page.locator('#main-content h1')
    await heading.waitFor()
    const box = async () => (await panel.boundingBox()) ?? { x: -1, y: 0, width: 0, height: 0 }
    expect((await box()).x).toBe(0)
    expect((await box()).width).toBe(260)
    expect((await heading.boundingBox())?.x).toBeGreaterThan(260)

    await page.getByTestId('sidebar-toggle').click()
    await expect.poll(async () => (await box()).x + (await box()).width, POLL).toBeLessThanOrEqual(0)
    await expect.poll(async () => (await heading.boundingBox())?.x, POLL).toBeLessThan(40)
    await page.getByTestId('sidebar-toggle').click()
    await expect.poll(async () => (await box()).x, POLL).toBe(0)

    await page.getByTestId('sidebar-mini-toggle').click()
    await page.mouse.move(900, 400)
    await expect.poll(async () => (await box()).width, POLL).toBe(72)
    expect(await page.getByTestId('sidebar').getByText('Customers').isVisible()).toBe(false)
    await page.mouse.move(30, 300)
    await expect.poll(async () => (await box()).width, POLL).toBe(260)
    await page.mouse.move(900, 400)
    await page.getByTestId('sidebar-mini-toggle').click()

    await page.setViewportSize({ width: 1200, height: 800 })
    await expect.poll(() => page.locator('[data-resizing]').count(), POLL).toBe(1)
    await expect.poll(() => page.locator('[data-resizing]').count(), POLL).toBe(0)
  })
})
