import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Shell } from '../pages/Shell.ts'
import { launchBrowser, newPage, snapshot } from '../support/browser.ts'
import { type PortalServer, startPortal } from '../support/server.ts'

let server: PortalServer
let browser: Browser
beforeAll(async () => {
  server = await startPortal()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('signing in', () => {
  it('jane logs in through the embedded IdP and sees her name and her companies', async () => {
    const { page, context } = await newPage(browser)
    const shell = new Shell(page, server.baseUrl)
    await shell.signIn('jane@example.com', 'jane')
    await page.getByTestId('user-menu').click()
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Jane Doe')
    await snapshot(page, 'login-jane-user-menu')
    await page.keyboard.press('Escape')
    const scope = page.getByTestId('scope-switcher')
    await expect.poll(() => scope.textContent()).toContain('Acme B.V.')
    expect(await scope.textContent()).toContain('Globex Ltd')
    expect(await page.title()).toMatch(/ - Portico$/)
    await snapshot(page, 'login-jane-landing')
    await context.close()
  })

  it('a wrong password shows a clear error on the sign-in page', async () => {
    const { page, context } = await newPage(browser, { locale: 'nl-NL' })
    await page.goto(server.baseUrl)
    await page.waitForURL(/\/interaction\//)
    await page.locator('#email').fill('jane@example.com')
    await page.locator('#password').fill('wrong')
    await page.locator('button[type=submit]').click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('onjuist')
    await snapshot(page, 'login-error-nl')
    await context.close()
  })
})
