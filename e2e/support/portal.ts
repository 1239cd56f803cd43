import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { PorticoApi } from '../pages/PorticoApi.ts'
import { Shell } from '../pages/Shell.ts'
import { type ContextOptions, launchBrowser, newPage } from './browser.ts'
import { keptContexts } from './keptContexts.ts'
import { type PortalServer, startPortal } from './server.ts'
import { signInTab, type TabSession } from './tabSession.ts'

/** The demo users of the seed; each one's password is the part of the address before the @. */
export type DemoUser = 'admin' | 'jane' | 'reseller' | 'solo' | 'initech'

export const demoLogin = (user: DemoUser) => ({ email: `${user}@example.com`, password: user })

export type SignInOptions = ContextOptions & {
  /** The portal's dark mode, stored before the first load: on, or 'system' to follow `colorScheme`. */
  darkMode?: boolean | 'system'
  /** Where to start; the IdP sends the browser back there after signing in. */
  path?: string
  /** The scope to choose in the header's scope switcher once signed in (a company's name, or Global). */
  scope?: string
}

/** The hardest look a page must pass: Dutch (longer words), dark, on a phone. */
export const dutchDarkPhone: SignInOptions = { locale: 'nl-NL', darkMode: true, width: 390, height: 844 }

export type Session<P> = { page: Page; context: BrowserContext; shell: Shell } & P

export type PortalSetup<P> = {
  /** Extra server environment (e.g. SENTRY_DSN). */
  env?: Record<string, string>
  /**
   * The page objects a spec works with, built for every session. It runs before signing in, so a
   * listener it adds to `shell.page` sees the whole session.
   */
  pages?: (shell: Shell) => P
}

export type Portal<P> = {
  readonly server: PortalServer
  readonly baseUrl: string
  readonly browser: Browser
  /** A fresh browser context (own cookies and storage), not signed in. */
  newPage(opts?: ContextOptions): Promise<{ page: Page; context: BrowserContext }>
  /** The shell of a page of this portal (for pages that sign in their own way). */
  shell(page: Page): Shell
  /**
   * A new page signed in as a demo user: its context starts with the IdP cookies and the stored
   * session of that user's sign-in (through the IdP's login form over HTTP, once per file), as a
   * restored or duplicated tab has them, so the portal opens signed in. The context is the test's
   * alone; when the test ends its pages close and a later test of the file with the same user and
   * options gets it back, reset to the sign-in (support/keptContexts.ts), so a test leaves it open.
   * Tests about signing in itself use `newPage` and `Shell.signIn`.
   */
  signIn(user: DemoUser, opts?: SignInOptions): Promise<Session<P>>
  /** The API as a demo user, with the access token of that user's one sign-in of the file. */
  api(user: DemoUser): Promise<PorticoApi>
}

// One browser per worker: its spec files run one after another (isolate: false, vitest.config.ts),
// and each file closes the contexts it opened. The portals of the file being run start together.
let browser: Promise<Browser> | undefined
let running = 0
let starters: (() => void)[] = []

function sharedBrowser(): Promise<Browser> {
  browser = browser?.then((open) => (open.isConnected() ? open : launchBrowser())) ?? launchBrowser()
  return browser
}

/**
 * One portal for the spec file: its own server on a fresh embedded database, started in a
 * `beforeAll` and stopped in an `afterAll` that this call registers.
 */
export function usePortal<P extends object = object>(setup: PortalSetup<P> = {}): Portal<P> {
  let started: Promise<PortalServer> | undefined
  let opened: Promise<Browser> | undefined
  let server: PortalServer | undefined
  let chromium: Browser | undefined
  const sessions = new Map<DemoUser, Promise<TabSession>>()
  const contexts = keptContexts(
    () => portal.browser,
    () => portal.baseUrl,
  )
  const start = () => {
    opened ??= sharedBrowser()
    started ??= startPortal(setup.env)
  }
  starters.push(start)
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the portal starts in beforeAll: use it inside a hook or a test')
    return value
  }

  beforeAll(async () => {
    for (const other of starters) other()
    running++
    ;[server, chromium] = await Promise.all([started, opened])
  })
  afterAll(async () => {
    running--
    starters = starters.filter((other) => other !== start)
    // The file's pages close with it: an open one would keep polling its server from the next file.
    const leftovers = running === 0 ? chromium?.contexts() : undefined
    await contexts.close()
    await Promise.all([started?.then((s) => s.stop()), ...(leftovers ?? []).map((c) => c.close())])
  })

  const portal: Portal<P> = {
    get server() {
      return ready(server)
    },
    get baseUrl() {
      return ready(server).baseUrl
    },
    get browser() {
      return ready(chromium)
    },
    newPage: (opts) => newPage(portal.browser, opts),
    shell: (page) => new Shell(page, portal.baseUrl),
    async signIn(user, opts = {}) {
      const { email, password } = demoLogin(user)
      const darkMode = opts.darkMode === 'system' ? 'system' : opts.darkMode ? 'on' : undefined
      const context = await contexts.take({ ...opts, darkMode }, await session(user))
      const page = await context.newPage()
      const shell = portal.shell(page)
      const pages = setup.pages?.(shell) ?? ({} as P)
      // Should the stored session not be restored, the IdP's cookies (or its form) sign the tab in.
      await shell.signIn(email, password, opts.path)
      if (opts.scope) await shell.scopeSwitcher().selectOption({ label: opts.scope })
      return { page, context, shell, ...pages }
    },
    async api(user) {
      return new PorticoApi(portal.baseUrl, (await session(user)).accessToken)
    },
  }
  /** The user's one sign-in of the file, shared by the browser and the API. */
  const session = (user: DemoUser) => {
    let signedIn = sessions.get(user)
    if (!signedIn) {
      const { email, password } = demoLogin(user)
      signedIn = signInTab(portal.baseUrl, email, password)
      sessions.set(user, signedIn)
    }
    return signedIn
  }
  return portal
}
