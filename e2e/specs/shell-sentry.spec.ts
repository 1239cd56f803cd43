import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type Portal, usePortal } from '../support/portal.ts'

/** Under a busy machine a second is not enough for a page to react. */
const POLL = { timeout: 15_000 }
const DSN = 'https://e2epublickey@o42.ingest.sentry.io/4242'

const withDsn = usePortal({ env: { SENTRY_DSN: DSN } })
const withoutDsn = usePortal()

/** Every JavaScript file the page downloads, with its text. */
function recordScripts(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), text: response.text().catch(() => '') })
  })
  return scripts
}

/** Jane signs in on `page`, then the page throws an error that nothing catches. */
async function signInAndThrow(portal: Portal<object>, page: Page, message: string) {
  await portal.shell(page).signIn('jane@example.com', 'jane')
  await page.getByTestId('dashboard-companies').waitFor()
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text)
    }, 0)
  }, message)
}

describe('error reporting (Sentry)', () => {
  it('with SENTRY_DSN: errors and a session replay are sent, with the user named by e-mail and name', async () => {
    const { page, context } = await withDsn.newPage()
    const envelopes: string[] = []
    await page.route('https://o42.ingest.sentry.io/**', async (route) => {
      envelopes.push(route.request().postData() ?? '')
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' })
    })
    await signInAndThrow(withDsn, page, 'e2e: something broke')
    const errorEnvelope = () => envelopes.find((body) => body.includes('e2e: something broke'))
    await expect.poll(errorEnvelope, POLL).toBeTruthy()
    expect(errorEnvelope()).toContain('"email":"jane@example.com"')
    expect(errorEnvelope()).toContain('"username":"Jane Doe"')
    // Replay at rate 1: the session is recorded and sent too.
    await expect.poll(() => envelopes.some((body) => body.includes('"type":"replay_event"')), POLL).toBe(true)
    await context.close()
  })

  it('without SENTRY_DSN: no Sentry code is downloaded and nothing is sent', async () => {
    const { page, context } = await withoutDsn.newPage()
    const scripts = recordScripts(page)
    const outside: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(withoutDsn.baseUrl) && !request.url().startsWith('data:'))
        outside.push(request.url())
    })
    await signInAndThrow(withoutDsn, page, 'e2e: unreported')
    await page.waitForTimeout(1_000)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(await script.text, script.url).not.toContain('__SENTRY__')
    expect(outside).toEqual([])
    await context.close()
  })
})
