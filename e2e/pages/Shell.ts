import type { Page, Request } from 'playwright-core'
import { LoginPage } from './LoginPage.ts'

/** The portal shell: sign in through the IdP and reach the landing page. */
export class Shell {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /**
   * Opens `path` and signs in: through the IdP's form; without it when the browser context holds an
   * IdP session (its cookies); without the IdP at all when the tab holds a stored session (portal.ts).
   */
  async signIn(email: string, password: string, path = '/') {
    await this.page.goto(`${this.baseUrl}${path}`)
    const menu = this.page.getByTestId('user-menu')
    const form = this.page.locator('#email')
    await menu.or(form).first().waitFor()
    if (await form.isVisible()) await new LoginPage(this.page).signIn(email, password)
    await this.page.waitForURL((url) => url.origin === this.baseUrl && !url.pathname.startsWith('/auth/'))
    await menu.waitFor()
  }

  /** Signs out through the user menu: through the IdP's end of the session, back at the portal. */
  async signOut() {
    await this.page.getByTestId('user-menu').click()
    const leaving = this.page.waitForURL((url) => url.pathname.startsWith('/oidc/'))
    await this.page.getByTestId('logout').click()
    await leaving
    await this.page.waitForURL((url) => url.origin === this.baseUrl && !url.pathname.startsWith('/oidc/'))
  }

  /** A full reload: the portal restores the tab's session without the IdP (decision 0024). */
  async reload() {
    await this.page.reload()
    await this.page.getByTestId('user-menu').waitFor()
  }

  /**
   * In-app navigation without a reload (a full load starts the app again): the router follows
   * popstate, exactly as for the browser's back and forward buttons.
   */
  async navigate(path: string) {
    await this.page.evaluate((target) => {
      // The state shape of react-router's browser history: a fresh key marks a new location.
      const previous = (window.history.state ?? {}) as { idx?: number }
      const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (previous.idx ?? 0) + 1 }
      window.history.pushState(state, '', target)
      window.dispatchEvent(new PopStateEvent('popstate', { state }))
    }, path)
  }

  /** Waits until the path and the document title have settled (redirects and lazy pages done). */
  async waitForPage(pathname: string, title: string, timeout = 10_000) {
    try {
      await this.page.waitForFunction(
        ([path, expected]) => window.location.pathname === path && document.title === expected,
        [pathname, title] as const,
        { timeout },
      )
    } catch (error) {
      // Say where the page is instead, so that a failure in CI can be read without a rerun.
      const where = await this.page
        .evaluate(() => `${window.location.pathname} "${document.title}"`)
        .catch(() => 'unknown')
      throw new Error(`waiting for ${pathname} "${title}", the page is at ${where}`, { cause: error })
    }
  }

  scopeSwitcher() {
    return this.page.getByTestId('scope-switcher')
  }

  /** The option labels of the scope switcher (a native select unless the list is long). */
  async scopeOptions(): Promise<string[]> {
    return this.scopeSwitcher().locator('option').allTextContents()
  }

  async openSideOverlay() {
    await this.page.getByTestId('side-overlay-toggle').click()
    await this.page.getByTestId('quick-settings').waitFor()
  }

  /** Records API requests made after this call, to look at their headers. */
  recordApiRequests(): Request[] {
    const seen: Request[] = []
    this.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request)
    })
    return seen
  }
}
