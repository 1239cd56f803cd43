import type { Page } from 'playwright-core'
import { LoginPage } from './LoginPage.ts'

/** The portal shell: sign in through the IdP and reach the landing page. */
export class Shell {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  async signIn(email: string, password: string, path = '/') {
    await this.page.goto(`${this.baseUrl}${path}`)
    await new LoginPage(this.page).signIn(email, password)
    await this.page.waitForURL((url) => url.origin === this.baseUrl && !url.pathname.startsWith('/auth/'))
    await this.page.getByTestId('user-menu').waitFor()
  }
}
