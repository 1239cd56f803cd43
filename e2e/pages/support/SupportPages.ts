import { AreaPages } from '../AreaPages.ts'

/** The support desk screens: new ticket, lists, the ticket with its conversation and controls. */
export class SupportPages extends AreaPages {
  async openNew() {
    await this.visit('/support/new', this.page.getByTestId('new-ticket-form'))
  }

  async openList(view: 'open' | 'closed') {
    await this.visit(`/support/${view}`, this.page.getByTestId('ticket-list'), { state: 'attached' })
  }

  async openTicket(id: string) {
    await this.visit(`/support/ticket/${id}`, this.page.getByTestId('ticket-view'))
  }

  async fillNew(input: {
    subject: string
    company?: string
    message: string
    impact?: string
    urgency?: string
  }) {
    await this.page.getByTestId('field-subject').fill(input.subject)
    if (input.company) await this.choose('field-company', input.company)
    if (input.impact)
      await this.page.getByTestId('field-impact').getByText(input.impact, { exact: true }).click()
    if (input.urgency)
      await this.page.getByTestId('field-urgency').getByText(input.urgency, { exact: true }).click()
    await this.page.getByTestId('field-message').fill(input.message)
  }

  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.page.locator('input[type=file]').first().setInputFiles(files)
  }

  sendButton() {
    return this.page.getByTestId('send-button')
  }

  async reply(text: string, opts: { internal?: boolean } = {}) {
    if (opts.internal) await this.page.getByTestId('internal-toggle').check()
    await this.page.getByTestId('reply-body').fill(text)
    await this.sendButton().click()
    await this.page
      .getByTestId('reply-body')
      .and(this.page.locator(':text-is("")'))
      .waitFor()
      .catch(() => undefined)
  }

  conversation() {
    return this.page.getByTestId('conversation')
  }

  currentTicketId(): string {
    const match = /\/support\/ticket\/([0-9a-f-]{36})/.exec(this.page.url())
    if (!match?.[1]) throw new Error(`not on a ticket: ${this.page.url()}`)
    return match[1]
  }

  listSubjects() {
    return this.page.getByTestId('ticket-list-subject').allTextContents()
  }
}
