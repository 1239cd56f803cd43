import { AreaPages } from '../AreaPages.ts'

/** The self-service page: what the customer's people can change themselves, and what they can order. */
export class SelfServicePages extends AreaPages {
  async open(path: '/selfservice' | '/selfservice/internet' = '/selfservice') {
    await this.visit(path, this.page.getByTestId('selfservice-order').first())
  }

  /** One kind of change (hosting, mobile, microsoft, network) with its items. */
  change(kind: string) {
    return this.page.locator(`[data-testid="selfservice-change"][data-kind="${kind}"]`)
  }

  item(kind: string, label: string) {
    return this.change(kind)
      .getByTestId('selfservice-item')
      .filter({ has: this.page.getByText(label, { exact: true }) })
  }

  order(kind: string) {
    return this.page.locator(`[data-testid="selfservice-order"][data-kind="${kind}"]`)
  }
}
