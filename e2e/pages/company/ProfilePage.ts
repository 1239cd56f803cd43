import { AreaPages } from '../AreaPages.ts'

/** /company/peofile: the user's name, password and two-factor sign-in. */
export class ProfilePage extends AreaPages {
  async open() {
    await this.visit('/company/peofile', this.page.getByTestId('profile-two-factor'))
  }

  async rename(name: string) {
    await this.page.getByTestId('profile-name').fill(name)
    await this.page.getByTestId('profile-name-save').click()
    await this.page.getByTestId('profile-name-saved').waitFor()
  }

  /** Starts the setup and reads the key shown next to the QR code. */
  async startTwoFactor(): Promise<string> {
    await this.page.getByTestId('two-factor-start').click()
    await this.page.getByTestId('two-factor-qr').waitFor()
    return (await this.page.getByTestId('two-factor-secret').innerText()).trim()
  }

  /** Confirms with the app's code; the recovery codes shown once. */
  async confirmTwoFactor(code: string): Promise<string[]> {
    await this.page.getByTestId('two-factor-code').fill(code)
    await this.page.getByTestId('two-factor-confirm').click()
    await this.page.getByTestId('recovery-codes').waitFor()
    return this.page.getByTestId('recovery-code').allInnerTexts()
  }

  twoFactorState() {
    return this.page.getByTestId('two-factor-state').textContent()
  }

  async changePassword(current: string, next: string) {
    await this.page.getByTestId('password-current').fill(current)
    await this.page.getByTestId('password-new').fill(next)
    await this.page.getByTestId('password-save').click()
  }

  /** Signs out through the user menu, back at the portal. */
  async signOut() {
    await this.shell.signOut()
  }
}
