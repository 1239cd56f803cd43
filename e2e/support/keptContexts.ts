import type { Browser, BrowserContext, Page } from 'playwright-core'
import { onTestFinished } from 'vitest'
import { type ContextOptions, contextOptions } from './browser.ts'
import { restoreTab, type TabSession } from './tabSession.ts'

/**
 * Signed-in browser contexts kept for a spec file's tests, one per user and look: a later test's
 * pages share the renderer and the HTTP cache of the earlier ones (Chromium's `--process-per-site`,
 * e2e/support/browser.ts) instead of starting the app from nothing.
 *
 * A test gets a context no other test uses; when the test ends its pages are closed and the context
 * is put back as it was after signing in: the sign-in's cookies only, no local storage. Each new page
 * starts with a new session storage, into which the sign-in's tab session is restored.
 */
export type KeptContexts = {
  /** A context of the signed-in `session` with `look` for the running test, or a fresh one outside a test. */
  take(look: Look, session: TabSession): Promise<BrowserContext>
  /** Closes every kept context (the file's end). */
  close(): Promise<void>
}

export type Look = ContextOptions & { darkMode?: 'on' | 'system' }

type Kept = { key: string; context: BrowserContext; keeper: Page; session: TabSession; busy: boolean }

export function keptContexts(browser: () => Browser, baseUrl: () => string): KeptContexts {
  let kept: Kept[] = []
  const cookiesOf = (session: TabSession) => session.cookies.map((c) => ({ ...c, url: baseUrl() }))

  const open = async (look: Look, session: TabSession) => {
    const context = await browser().newContext(contextOptions(look))
    await context.addCookies(cookiesOf(session))
    await context.addInitScript(restoreTab, session.tab)
    const mode = look.darkMode
    if (mode) await context.addInitScript((m) => window.localStorage.setItem('portico.darkMode', m), mode)
    return context
  }

  /** The test is over: its pages close, the cookies and storage go back to the sign-in's. */
  const putBack = async (entry: Kept) => {
    if (!kept.includes(entry)) return
    await Promise.all(entry.context.pages().map((p) => (p === entry.keeper ? undefined : p.close())))
    await entry.context.clearCookies()
    await entry.context.addCookies(cookiesOf(entry.session))
    await entry.keeper.evaluate(() => window.localStorage.clear())
    entry.busy = false
  }

  return {
    async take(look, session) {
      let entry: Kept | undefined
      try {
        onTestFinished(() => (entry ? putBack(entry) : undefined))
      } catch {
        // Outside a test (a beforeAll's session lasts the whole file): a context of its own.
        return open(look, session)
      }
      // The session is the user's one sign-in of the file; the look is what the context was made with.
      const key = JSON.stringify([contextOptions(look), look.darkMode ?? null])
      entry = kept.find((k) => k.key === key && !k.busy && k.session === session)
      if (entry) {
        entry.busy = true
        return entry.context
      }
      const context = await open(look, session)
      // A JSON answer of the portal's origin keeps the origin's renderer without running the app.
      const keeper = await context.newPage()
      await keeper.goto(`${baseUrl()}/api/health`)
      const added: Kept = { key, context, keeper, session, busy: true }
      entry = added
      kept.push(added)
      // A test that closes its context takes it out of the file's.
      context.on('close', () => {
        kept = kept.filter((k) => k !== added)
      })
      return context
    },
    async close() {
      const all = kept
      kept = []
      await Promise.all(all.map((k) => k.context.close()))
    },
  }
}
