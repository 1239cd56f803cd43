import type { Locator } from 'playwright-core'
import { AreaPages } from '../AreaPages.ts'
import type { Shell } from '../Shell.ts'

type Kind = 'customers' | 'resellers'

/** The customer and reseller screens: list, form, record view with its tabs. */
export class CustomerPages extends AreaPages {
  constructor(
    shell: Shell,
    readonly kind: Kind = 'customers',
  ) {
    super(shell)
  }

  /**
   * Opens a list and waits until that list is mounted: from the other list the search box is on the
   * screen already, and typing into it before the router swaps the lists would be lost.
   */
  async openList(status: 'active' | 'archived' = 'active') {
    const list = this.page.locator(`[data-list-status="${status}"]`)
    await this.visit(`/${this.kind}/${status}`, list.getByTestId('list-search'))
  }

  /**
   * Types in the search box and waits for the (debounced) search to come back. The same search made
   * moments before is answered from the query cache without a request: then the wait ends after 5 s
   * and the caller's own wait for what the list shows decides.
   */
  async search(text: string) {
    const answered = this.page
      .waitForResponse(
        (response) => {
          const url = new URL(response.url())
          return url.pathname === `/api/v1/${this.kind}` && url.searchParams.get('q') === text
        },
        { timeout: 5_000 },
      )
      .catch(() => undefined)
    await this.page.getByTestId('list-search').fill(text)
    await answered
  }

  rows(): Locator {
    return this.tableRows('record-list')
  }

  recordLink(name: string): Locator {
    return this.page.getByTestId('record-link').filter({ hasText: name })
  }

  async openCreate() {
    await this.visit(`/${this.kind}/create`, this.page.getByTestId('record-form'))
  }

  async openView(id: string, tab?: string) {
    await this.shell.navigate(`/${this.kind}/view/${id}${tab ? `/${tab}` : ''}`)
  }

  field(name: string): Locator {
    return this.page.getByTestId(`field-${name}`)
  }

  /** Fills text fields by their schema name (e.g. "address.city"). */
  async fill(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value)
  }

  /** Picks an option of a Mantine select by its visible label; the customer forms' selects go by field name. */
  override async choose(name: string, option: string) {
    await this.field(name).click()
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: false }).first().click()
  }

  /** The error text Mantine ties to the input through aria-describedby. */
  async fieldError(name: string): Promise<string | null> {
    const input = this.field(name)
    if ((await input.getAttribute('aria-invalid')) !== 'true') return null
    const ids = (await input.getAttribute('aria-describedby')) ?? ''
    for (const id of ids.split(/\s+/).filter((value) => value.endsWith('-error'))) {
      return this.page.locator(`[id="${id}"]`).textContent()
    }
    return ''
  }

  /** Puts a CSV into the import dialog's file input and imports it. */
  async importCsv(csv: string) {
    await this.page.getByTestId('list-import').click()
    await this.page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'import.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await this.page.getByTestId('import-submit').click()
  }

  async submit() {
    await this.page.getByTestId('form-submit').click()
  }

  /**
   * Submits a contact or location form and waits for the record's tab (`contacts`, `locations`)
   * again; gives the tab's first row.
   */
  async submitPart(recordId: string, tab: 'contacts' | 'locations'): Promise<Locator> {
    await this.submit()
    await this.page.waitForURL(new RegExp(`/${this.kind}/view/${recordId}/${tab}$`))
    return this.tableRows(`${tab}-list`).first()
  }

  recordName(): Locator {
    return this.page.getByTestId('record-name')
  }

  async openTab(tab: string) {
    await this.page.getByTestId(`tab-${tab}`).click()
    await this.page.waitForURL((url) => url.pathname.endsWith(`/${tab}`))
  }

  async confirm() {
    await this.page.getByTestId('confirm-dialog-confirm').click()
    await this.page.getByTestId('confirm-dialog-confirm').waitFor({ state: 'detached' })
  }

  /** The record id from the view page's address. */
  currentId(): string {
    const match = /\/view\/([0-9a-f-]{36})/.exec(new URL(this.page.url()).pathname)
    if (!match?.[1]) throw new Error(`not on a record page: ${this.page.url()}`)
    return match[1]
  }
}
