import pa11y from 'pa11y'
import puppeteer from 'puppeteer'
import { A11Y_PAGES, prepareTab, signInStaff } from './webSession.ts'

export type A11yReport = { path: string; language: 'en' | 'nl'; errors: string[] }

type Pa11yIssue = { type: string; code: string; message: string; selector: string }

/**
 * pa11y (WCAG 2 AA, HTML_CodeSniffer) on the ten main pages in English and Dutch, each in a new tab:
 * the sign-in page signed out, the rest signed in as staff. A page is checked once its content is
 * in: the user menu drawn and no skeleton or loader left.
 */
export async function runPa11y(baseUrl: string): Promise<A11yReport[]> {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
    headless: true,
  })
  try {
    const session = await signInStaff(baseUrl)
    const reports: A11yReport[] = []
    for (const language of ['en', 'nl'] as const)
      for (const path of A11Y_PAGES) {
        const signedIn = path !== '/sign-in'
        const page = await browser.newPage()
        await prepareTab(page, signedIn ? session : null, language)
        const ready = signedIn ? '[data-testid="user-menu"]' : 'main'
        const result = (await pa11y(`${baseUrl}${path}`, {
          browser,
          page,
          standard: 'WCAG2AA',
          timeout: 120_000,
          actions: [
            `wait for element ${ready} to be visible`,
            'wait for element .mantine-Skeleton-root to be removed',
            'wait for element .mantine-Loader-root to be removed',
          ],
        })) as { issues: Pa11yIssue[] }
        const errors = result.issues
          .filter((issue) => issue.type === 'error')
          .map((issue) => `${issue.code.replace(/^WCAG2AA\./, '')} ${issue.selector}: ${issue.message}`)
        reports.push({ path, language, errors })
        await page.close()
      }
    return reports
  } finally {
    await browser.close()
  }
}
