import { AreaPages } from '../AreaPages.ts'

/** The header search and its results page. */
export class SearchPages extends AreaPages {
  /** Ctrl+K from wherever the page is, then the query and Enter. */
  async searchWithShortcut(query: string) {
    await this.page.keyboard.press('Control+k')
    const box = this.page.getByTestId('header-search')
    await box.waitFor()
    await box.fill(query)
    await this.page.keyboard.press('Enter')
    await this.page.getByTestId('search-results').or(this.page.getByTestId('search-empty')).waitFor()
  }

  /** The result of a kind with this title. */
  hit(kind: string, title: string) {
    return this.page
      .getByTestId('search-results')
      .locator('li')
      .filter({ hasText: title })
      .filter({ hasText: kind })
  }
}
