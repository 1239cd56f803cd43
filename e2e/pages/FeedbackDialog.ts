import type { Page } from 'playwright-core'

/** The "Report a Bug" dialog behind the floating feedback button. */
export class FeedbackDialog {
  constructor(private readonly page: Page) {}

  root() {
    return this.page.getByRole('dialog')
  }

  async open() {
    await this.page.getByTestId('feedback-button').click()
    await this.root()
      .getByRole('textbox', { name: /description|omschrijving/i })
      .waitFor()
  }

  async fill(values: { name?: string; email?: string; message?: string }) {
    const dialog = this.root()
    if (values.name !== undefined)
      await dialog.getByRole('textbox', { name: /^name|^naam/i }).fill(values.name)
    if (values.email !== undefined) await dialog.getByRole('textbox', { name: /e-?mail/i }).fill(values.email)
    if (values.message !== undefined)
      await dialog.getByRole('textbox', { name: /description|omschrijving/i }).fill(values.message)
  }

  async submit() {
    await this.page.getByTestId('feedback-submit').click()
  }

  error() {
    return this.page.getByTestId('feedback-error')
  }

  success() {
    return this.page.getByTestId('feedback-success')
  }
}
