import { describe, expect, it } from 'vitest'
import { snapshot } from '../support/browser.ts'
import { usePortal } from '../support/portal.ts'

const portal = usePortal()

describe('signing in', () => {
  it('jane logs in through the embedded IdP and sees her name and her companies', async () => {
    const { page } = await portal.signIn('jane')
    await page.getByTestId('user-menu').click()
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Jane Doe')
    await snapshot(page, 'login-jane-user-menu')
    await page.keyboard.press('Escape')
    const scope = page.getByTestId('scope-switcher')
    await expect.poll(() => scope.textContent()).toContain('Acme B.V.')
    expect(await scope.textContent()).toContain('Globex Ltd')
    expect(await page.title()).toMatch(/ - Portico$/)
    await snapshot(page, 'login-jane-landing')
  })

  it('a wrong password shows a clear error on the sign-in page', async () => {
    const { page, context } = await portal.newPage({ locale: 'nl-NL' })
    await page.goto(portal.baseUrl)
    await page.waitForURL(/\/interaction\//)
    await page.locator('#email').fill('jane@example.com')
    await page.locator('#password').fill('wrong')
    await page.locator('button[type=submit]').click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('onjuist')
    await snapshot(page, 'login-error-nl')
    await context.close()
  })
})
