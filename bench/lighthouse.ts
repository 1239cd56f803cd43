import { launch } from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import puppeteer from 'puppeteer-core'
import { prepareTab, SIGNED_IN_PAGES, signInStaff } from './webSession.ts'

const CHROMIUM = '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices']

type Scores = { performance: number; accessibility: number; bestPractices: number }
export type PageReport = {
  name: string
  preset: 'mobile' | 'desktop'
  scores: Scores
  fcpMs: number
  lcpMs: number
  tbtMs: number
  /** Accessibility and best-practices audits that did not pass, by id. */
  failed: string[]
  /** Lighthouse's own failure (say the page never painted within its time limit). */
  error?: string
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function reportOf(name: string, preset: PageReport['preset'], lhr: Lhr): PageReport {
  const score = (id: string) => lhr.categories[id]?.score ?? 0
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const failed = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  )
  return {
    name,
    preset,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    },
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    failed,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  }
}

/**
 * Lighthouse (headless Debian chromium) on the portal at `baseUrl`: the first visit of `/` with the
 * mobile preset (empty cache, signed out), then the main pages signed in as staff with the desktop
 * preset, each in a new tab holding the saved sign-in and with the HTTP cache emptied first.
 */
export async function runLighthouse(baseUrl: string): Promise<PageReport[]> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES }
    const reports: PageReport[] = []
    const first = await lighthouse(`${baseUrl}/`, flags)
    if (!first) throw new Error('Lighthouse returned nothing for /')
    reports.push(reportOf('first visit /', 'mobile', first.lhr))

    const session = await signInStaff(baseUrl)
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const signedIn = async (path: string) => {
      const page = await browser.newPage()
      await prepareTab(page, session, 'en')
      const cdp = await page.createCDPSession()
      await cdp.send('Network.clearBrowserCache')
      // The saved sign-in lives in the tab's storage, which Lighthouse otherwise clears first.
      const result = await lighthouse(
        `${baseUrl}${path}`,
        { ...flags, disableStorageReset: true },
        desktopConfig,
        page,
      )
      await page.close()
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
      if (new URL(result.lhr.finalDisplayedUrl).pathname.startsWith('/sign-in'))
        throw new Error(`${path} was not signed in`)
      return result.lhr
    }
    for (const [name, path] of Object.entries(SIGNED_IN_PAGES)) {
      // On a busy machine a run now and then gives up (no paint in Lighthouse's time): once more.
      const first = await signedIn(path)
      reports.push(reportOf(name, 'desktop', first.runtimeError ? await signedIn(path) : first))
    }
    await browser.disconnect()
    return reports
  } finally {
    chrome.kill()
  }
}
