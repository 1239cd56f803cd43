import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FeedbackDialog } from '../pages/FeedbackDialog.ts'
import { seriousViolations } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { type DemoUser, usePortal } from '../support/portal.ts'

/**
 * Every shell screen in English and Dutch, light and dark: axe finds no serious or critical
 * violation, and a screenshot of each lands in e2e/artifacts for people to look at.
 */
const VARIANTS = [
  { language: 'en', scheme: 'light' },
  { language: 'en', scheme: 'dark' },
  { language: 'nl', scheme: 'light' },
  { language: 'nl', scheme: 'dark' },
] as const
type Variant = (typeof VARIANTS)[number]

const portal = usePortal()

async function signedIn(variant: Variant, user: DemoUser) {
  const session = await portal.signIn(user, {
    locale: variant.language === 'nl' ? 'nl-NL' : 'en-US',
    colorScheme: variant.scheme,
    // Dark mode "system" follows the emulated colour scheme.
    darkMode: 'system',
  })
  await session.page.waitForFunction(
    (lang) => document.documentElement.lang === lang,
    variant.language === 'nl' ? 'nl' : 'en',
  )
  return session
}

/** Lets transitions finish and the full stylesheet arrive, then checks and photographs the screen. */
async function check(page: Page, variant: Variant, screen: string) {
  await page.waitForFunction(() =>
    Array.from(document.styleSheets).some((sheet) => sheet.href?.includes('allStyles')),
  )
  await snapshot(page, `shell-${screen}-${variant.language}-${variant.scheme}`)
  const violations = await seriousViolations(page)
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `${screen} ${variant.language} ${variant.scheme}`,
  ).toEqual([])
}

describe.each(VARIANTS)('shell screens in $language, $scheme', (variant) => {
  it('staff: landing, search results, side overlay, branding, profile, 404', async () => {
    const { page, shell } = await signedIn(variant, 'admin')
    await page.getByTestId('dashboard-tiles').waitFor()
    await check(page, variant, 'landing-staff')

    await shell.navigate('/backend/pages/generic/search?query=B.V.')
    await page.getByTestId('search-results').waitFor()
    await check(page, variant, 'search')

    await shell.openSideOverlay()
    await page.getByTestId('side-overlay-toggle').waitFor()
    await page
      .getByRole('dialog')
      .getByTestId('recent-activity')
      .or(page.getByText(/No recent|Geen recente/))
      .first()
      .waitFor()
    await check(page, variant, 'side-overlay')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    await shell.navigate('/company/branding')
    await page.getByTestId('branding-form').waitFor()
    await check(page, variant, 'branding')

    await shell.navigate('/company/peofile')
    await page.locator('#main-content').getByText('admin@example.com').first().waitFor()
    await check(page, variant, 'profile')

    await shell.navigate('/no/such/page')
    await page.getByTestId('error-404').waitFor()
    await check(page, variant, 'not-found')
  })

  it('company user: landing, user menu, feedback dialog, error page', async () => {
    const { page, shell } = await signedIn(variant, 'jane')
    await page.getByTestId('dashboard-companies').waitFor()
    await check(page, variant, 'landing-jane')

    await page.getByTestId('user-menu').click()
    await page.getByTestId('logout').waitFor()
    await check(page, variant, 'user-menu')
    await page.keyboard.press('Escape')

    const feedback = new FeedbackDialog(page)
    await feedback.open()
    await feedback.submit()
    await feedback.error().waitFor()
    await check(page, variant, 'feedback')
    await page.keyboard.press('Escape')
    await feedback.root().waitFor({ state: 'hidden' })

    await shell.navigate('/errors/503')
    await page.getByTestId('error-503').waitFor()
    await check(page, variant, 'error-503')
  })
})
