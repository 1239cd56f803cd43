import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { animationsDone, snapshot } from './browser.ts'

const require = createRequire(import.meta.url)
const axeSource = require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') as string

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** Runs axe-core in the page, once animations have ended, and returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await animationsDone(page)
  return violationsNow(page)
}

/** axe on the page as it is now (the caller has waited for animations). */
async function violationsNow(page: Page): Promise<AxeViolation[]> {
  // Injected once per document: parsing axe's half megabyte again costs half a second of a 2-core CPU.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const result = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe
    // axe gives a violation its rule's impact (axe-core 4.11, finalizeRuleResult): a rule of minor
    // or moderate impact never reports what this check keeps, so it does not run. A rule without an
    // impact runs. Rules that are off by default stay off (runOnly would switch them on).
    const below = axe._audit.rules.filter((rule: { impact?: string }) =>
      ['minor', 'moderate'].includes(rule.impact ?? ''),
    )
    const rules = Object.fromEntries(below.map((rule: { id: string }) => [rule.id, { enabled: false }]))
    return axe.run(document, { resultTypes: ['violations'], rules })
  })) as { violations: AxeViolation[] }
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** Screenshots the screen as `name` (see `snapshot`) and expects axe to find no serious or critical violations. */
export async function auditScreen(page: Page, name: string) {
  await snapshot(page, name)
  expect(await violationsNow(page)).toEqual([])
}
