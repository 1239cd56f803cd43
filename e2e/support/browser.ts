import { existsSync } from 'node:fs'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core'

/**
 * Debian's Chromium, never a downloaded browser: its headless shell (package
 * chromium-headless-shell, about a quarter faster on the 2-core CI machine) when installed, else
 * the full browser in headless mode. CHROMIUM_PATH overrides both.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A test page lives seconds: V8's optimizing compilers (TurboFan, Maglev) spent more CPU
      // compiling the app's code than it ran, a fifth of the machine's CPU in a sign-in and axe loop
      // (docs/testing.md). The interpreter and the baseline compiler run the same JavaScript.
      '--js-flags=--no-opt --no-maglev',
      // Pages of one site in one context share a renderer: a test's pages in a context kept from an
      // earlier test (support/keptContexts.ts) start in that renderer, with the context's HTTP cache.
      '--process-per-site',
    ],
  })
}

export type ContextOptions = {
  locale?: string
  colorScheme?: 'light' | 'dark'
  width?: number
  height?: number
}

export function contextOptions(opts: ContextOptions): BrowserContextOptions {
  return {
    locale: opts.locale ?? 'en-US',
    colorScheme: opts.colorScheme ?? 'light',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
  }
}

export async function newPage(
  browser: Browser,
  opts: ContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(opts))
  const page = await context.newPage()
  return { context, page }
}

/**
 * Waits until no finite animation or transition runs: a dialog fading out or a button
 * mid-transition has colours axe would measure half-way, and a screenshot would show half-drawn.
 */
export async function animationsDone(page: Page) {
  // Two frames first: Mantine starts a transition on the frame after the element mounts.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/**
 * Whether `snapshot` writes its screenshot: not in CI (`.ci/run` sets E2E_SCREENSHOTS=off), which
 * keeps no artifacts, while 230 full-page shots cost about 90 s of the 2-core machine's CPU.
 */
const screenshots = process.env.E2E_SCREENSHOTS !== 'off'

/**
 * Screenshots land in e2e/artifacts for people to look at; they are not committed. Taken once
 * animations have ended: a dialog still fading in would be photographed half-drawn.
 */
export async function snapshot(page: Page, name: string) {
  await animationsDone(page)
  // From the top: a full-page shot of a scrolled page draws the sticky header halfway down.
  await page.evaluate(() => window.scrollTo(0, 0))
  if (!screenshots) return
  await page.screenshot({
    path: new URL(`../artifacts/${name}.png`, import.meta.url).pathname,
    fullPage: true,
  })
}

/** Every alert(), confirm() or prompt() the page opens, dismissed: stored markup must never fire one. */
export function recordDialogs(page: Page): string[] {
  const fired: string[] = []
  page.on('dialog', (dialog) => {
    fired.push(dialog.message())
    void dialog.dismiss()
  })
  return fired
}
