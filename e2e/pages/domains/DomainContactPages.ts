import { AreaPages } from '../AreaPages.ts'

type ContactFields = {
  company?: string
  name: string
  organization?: string
  line1: string
  postalCode: string
  city: string
  email: string
  voice: string
  legalForm?: string
}
type RecordFields = { type: string; name: string; content: string; priority?: string }

/** The domains area's contact handles and presets: lists and their forms. */
export class DomainContactPages extends AreaPages {
  async openContacts() {
    await this.visit('/domains/contacts', this.page.getByTestId('contact-table'))
  }

  contactRow(handle: string) {
    return this.rowsWith('contact-table', 'contact-link', handle)
  }

  async openNewContact() {
    await this.visit('/domains/contact/new', this.page.getByTestId('contact-name'))
  }

  async fillContact(fields: ContactFields) {
    if (fields.company) await this.choose('contact-company_id', fields.company)
    await this.page.getByTestId('contact-name').fill(fields.name)
    if (fields.organization) await this.page.getByTestId('contact-organization').fill(fields.organization)
    await this.page.getByTestId('contact-address_lines.0').fill(fields.line1)
    await this.page.getByTestId('contact-postal_code').fill(fields.postalCode)
    await this.page.getByTestId('contact-city').fill(fields.city)
    await this.page.getByTestId('contact-email').fill(fields.email)
    await this.page.getByTestId('contact-voice').fill(fields.voice)
    if (fields.legalForm) await this.choose('contact-legal_form', fields.legalForm)
  }

  async saveContact() {
    await this.page.getByTestId('contact-save').click()
  }

  /** The message under a field of the contact form. */
  contactFieldError(name: string) {
    return this.page.locator(`[data-testid="contact-${name}"][aria-invalid="true"]`)
  }

  async deleteContact() {
    await this.page.getByTestId('contact-delete').click()
    await this.page.getByTestId('confirm-dialog-confirm').click()
  }

  async openPresets() {
    await this.visit('/domains/presets', this.page.getByTestId('preset-table'))
  }

  async openNewPreset() {
    await this.visit('/domains/presets/new', this.page.getByTestId('preset-name'))
  }

  async setNameservers(names: string[]) {
    for (const [index, name] of names.entries()) {
      const fields = this.page.getByTestId('domain-nameserver')
      if ((await fields.count()) <= index) await this.page.getByTestId('domain-nameserver-add').click()
      await fields.nth(index).fill(name)
    }
  }

  record(index: number) {
    return this.page.getByTestId(`preset-record-${index}`)
  }

  async addRecord(fields: RecordFields) {
    const index = await this.page.locator('[data-testid^="preset-record-"]').count()
    await this.page.getByTestId('record-add').click()
    const row = this.record(index)
    await this.pick(row.getByTestId('record-type'), fields.type)
    await row.getByTestId('record-name').fill(fields.name)
    await row.getByTestId('record-content').fill(fields.content)
    if (fields.priority !== undefined) await row.getByTestId('record-priority').fill(fields.priority)
  }

  async savePreset() {
    await this.page.getByTestId('preset-save').click()
  }
}
