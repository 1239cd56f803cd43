import type { Locator, Page } from 'playwright-core'
import type { Shell } from './Shell.ts'

/** What an area's page objects stand on: the signed-in shell, its page, and opening a screen by URL. */
export class AreaPages {
  constructor(readonly shell: Shell) {}

  get page(): Page {
    return this.shell.page
  }

  /** Navigates in the shell and waits for `ready`, the part that shows the screen has loaded. */
  protected async visit(path: string, ready: Locator, options?: Parameters<Locator['waitFor']>[0]) {
    await this.shell.navigate(path)
    await ready.waitFor(options)
  }

  /** The body rows of the table with the test id `tableId` (on a phone, a DataTable's row cards). */
  protected tableRows(tableId: string): Locator {
    return this.page.getByTestId(tableId).locator('tbody tr, [data-row]')
  }

  /** The body rows of the table `tableId` whose element `cellId` reads exactly `text` (a row by its link). */
  protected rowsWith(tableId: string, cellId: string, text: string): Locator {
    return this.tableRows(tableId).filter({
      has: this.page.getByTestId(cellId).getByText(text, { exact: true }),
    })
  }

  /** Whether the page is wider than the window, so that it scrolls sideways. */
  scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  }

  /**
   * Which of the elements with these test ids inside `within` a user cannot see without scrolling
   * sideways: not drawn, or not wholly between the window's left and right edges (a cell of a table
   * cut off by its scroll box counts). `"id: none"` when there is no such element at all.
   */
  cutOff(within: Locator, testIds: string[]): Promise<string[]> {
    return within.evaluate(
      (root, ids) =>
        ids.flatMap((id) => {
          const found = [...root.querySelectorAll(`[data-testid="${id}"]`)]
          if (found.length === 0) return [`${id}: none`]
          return found.flatMap((element, n) => {
            const box = element.getBoundingClientRect()
            const seen = box.width > 0 && box.left >= 0 && box.right <= window.innerWidth
            return seen ? [] : [`${id} #${n + 1}: ${Math.round(box.left)}–${Math.round(box.right)} px`]
          })
        }),
      testIds,
    )
  }

  /** A Mantine Select by its test id: open it, then click the option. */
  async choose(testId: string, option: string) {
    await this.pick(this.page.getByTestId(testId), option)
  }

  /** Opens `select` and clicks its option; only the dropdown's options count, not the header's scope switcher (which lists the same company names). */
  protected async pick(select: Locator, option: string) {
    await select.click()
    await this.page
      .getByRole('option', { name: option, exact: true })
      .and(this.page.locator('[data-combobox-option]'))
      .click()
  }
}
