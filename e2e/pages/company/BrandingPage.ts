import { AreaPages } from '../AreaPages.ts'

/** /company/branding: a provider's or reseller's white-label brand. */
export class BrandingPage extends AreaPages {
  async open() {
    await this.visit('/company/branding', this.page.getByTestId('branding-form'))
  }

  async uploadLogo(png: Buffer) {
    const chooser = this.page.waitForEvent('filechooser')
    await this.page.getByTestId('branding-logo-upload').click()
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    await this.page.getByTestId('branding-logo-preview').waitFor()
  }

  async setColour(hex: string) {
    const field = this.page.getByTestId('field-primary_color')
    await field.fill(hex)
    await field.press('Enter')
  }

  async save() {
    await this.page.getByTestId('form-submit').click()
  }

  /** The message under the primary colour field. */
  colourError() {
    return this.page
      .locator('#main-content')
      .getByText(/WCAG AA/)
      .first()
  }
}
