import type { Page } from 'playwright-core'

/** The embedded identity provider's sign-in page. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async waitForIt() {
    await this.page.waitForURL(/\/interaction\//)
  }

  async signIn(email: string, password: string) {
    await this.waitForIt()
    await this.page.locator('#email').fill(email)
    await this.page.locator('#password').fill(password)
    await this.page.locator('button[type=submit]').click()
  }

  /** The second step of two-factor sign-in: a TOTP or a recovery code. */
  async enterCode(code: string) {
    await this.page.locator('#code').fill(code)
    await this.page.locator('button[type=submit]').click()
  }

  /** The message of a refused attempt. */
  alert() {
    return this.page.getByRole('alert')
  }
}
