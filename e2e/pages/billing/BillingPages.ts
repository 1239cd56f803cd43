import type { Locator } from 'playwright-core'
import { AreaPages } from '../AreaPages.ts'
import type { PorticoApi } from '../PorticoApi.ts'

export type LineInput = { description: string; quantity: string; price: string; vat: string }
export type Doc = {
  id: string
  kind: string
  status: string
  number: string | null
  total_minor: number
  balance_minor: number
  version: number
  converted_invoice_id: string | null
}

/** The staff billing screens and the customer's finances screens. */
export class BillingPages extends AreaPages {
  async openList(kind: 'invoices' | 'quotes', area: 'billing' | 'finances' = 'billing') {
    await this.visit(`/${area}/${kind}`, this.page.getByTestId('list-search'))
  }

  async openNew(kind: 'invoice' | 'quote' = 'invoice') {
    await this.visit(`/billing/new?kind=${kind}`, this.page.getByTestId('document-editor'))
  }

  /** Submits a settings form and waits until it says it saved. */
  async saveSettings() {
    await this.page.getByTestId('form-submit').click()
    await this.page.getByTestId('form-saved').waitFor()
  }

  async openDocument(id: string, area: 'billing' | 'invoices' | 'quotes' = 'billing') {
    await this.visit(
      area === 'billing' ? `/billing/document/${id}` : `/finances/${area}/${id}`,
      this.page.getByTestId('document-title'),
    )
  }

  /** Types into the customer picker and takes the first match with that name. */
  async chooseCustomer(name: string) {
    const input = this.page.getByTestId('field-customer_id')
    await input.click()
    await input.fill(name)
    await this.page
      .getByRole('option', { name: new RegExp(name.replace('.', '\\.')) })
      .first()
      .click()
  }

  /** Of the list's rows: the numbers, dates, totals and statuses a user cannot see without scrolling sideways. */
  listCutOff(): Promise<string[]> {
    const ids = ['document-link', 'row-date', 'row-total', 'document-status']
    return this.cutOff(this.page.getByTestId('document-list'), ids)
  }

  /** Of the line editor: the fields, amounts and remove buttons a user cannot see without scrolling sideways. */
  linesCutOff(): Promise<string[]> {
    const ids = ['line-description', 'line-quantity', 'line-price', 'line-vat', 'line-total', 'line-remove']
    return this.cutOff(this.page.getByTestId('lines'), ids)
  }

  lines(): Locator {
    return this.page.getByTestId('line')
  }

  /** Fills line n (0-based), adding lines as needed; the VAT rate is chosen by its label. */
  async fillLine(index: number, line: LineInput) {
    while ((await this.lines().count()) <= index) await this.page.getByTestId('line-add').click()
    const row = this.lines().nth(index)
    await row.getByTestId('line-description').fill(line.description)
    await row.getByTestId('line-quantity').fill(line.quantity)
    await row.getByTestId('line-price').fill(line.price)
    await row.getByTestId('line-vat').click()
    await this.page.getByRole('listbox').getByRole('option', { name: line.vat, exact: true }).click()
  }

  total(testId: string): Promise<string | null> {
    return this.page.getByTestId(testId).textContent()
  }

  async saveDraft(): Promise<string> {
    await this.page.getByTestId('form-submit').click()
    await this.page.waitForURL(/\/billing\/document\/[0-9a-f-]{36}$/)
    await this.page.getByTestId('document-actions').waitFor()
    return this.currentId()
  }

  currentId(): string {
    const id = /([0-9a-f-]{36})$/.exec(new URL(this.page.url()).pathname)?.[1]
    if (!id) throw new Error(`no document id in ${this.page.url()}`)
    return id
  }

  status(): Promise<string | null> {
    return this.page.getByTestId('document-status').first().getAttribute('data-status')
  }

  /** Clicks an action and, when it asks, confirms it. */
  async act(action: string, confirm = true) {
    await this.page.getByTestId(`action-${action}`).click()
    if (confirm) await this.page.getByTestId('confirm-dialog-confirm').click()
  }

  /** Waits until pdf.js has drawn the preview. */
  async waitForPreview() {
    await this.page.locator('[data-testid="pdf-preview"][data-state="ready"]').waitFor({ timeout: 30_000 })
  }

  /** The bearer token of the SPA's next API request (start waiting before the action that makes one). */
  async nextAuthorization(): Promise<string> {
    const request = await this.page.waitForRequest(
      (r) => new URL(r.url()).pathname.startsWith('/api/v1/') && Boolean(r.headers().authorization),
      { timeout: 30_000 },
    )
    return request.headers().authorization ?? ''
  }

  /** Downloads a PDF as the signed-in user and reads its text back (it must be real, selectable text). */
  async fetchPdf(
    path: string,
    authorization: string,
  ): Promise<{ type: string; size: number; head: string; text: string }> {
    const response = await this.page.request.get(`${this.shell.baseUrl}${path}`, {
      headers: { authorization },
    })
    const body = await response.body()
    const { PDFParse } = await import('pdf-parse')
    const text = (await new PDFParse({ data: new Uint8Array(body) }).getText()).text
    return {
      type: response.headers()['content-type'] ?? '',
      size: body.length,
      head: body.subarray(0, 5).toString('latin1'),
      text,
    }
  }
}

/** Documents made through the API, for tests that are about what comes after. */
export async function issuedDocument(
  api: PorticoApi,
  input: { kind: 'invoice' | 'quote'; customer_id: string; lines: Record<string, unknown>[] },
): Promise<Doc> {
  const draft = (await api.request<{ data: Doc }>('POST', '/billing/documents', input)).data
  return (
    await api.request<{ data: Doc }>('POST', `/billing/documents/${draft.id}/issue`, undefined, {
      'idempotency-key': crypto.randomUUID(),
    })
  ).data
}
