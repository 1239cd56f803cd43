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
}
