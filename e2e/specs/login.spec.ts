import { describe, expect, it } from 'vitest'
import { auditScreen } from '../support/axe.ts'
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

  it('solo forgot the password: from the sign-in page to the mail, a new password, and signed in (issue 27)', async () => {
    const admin = await portal.api('admin')
    const { page, context } = await portal.newPage({ width: 390, height: 844 })
    await page.goto(portal.baseUrl)
    await page.waitForURL(/\/interaction\//)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.waitForURL(/\/account\/forgot-password/)
    await page.locator('#email').fill('solo@example.com')
    await page.locator('button[type=submit]').click()
    await page.getByText('If an account exists for that address').waitFor()
    await auditScreen(page, 'login-forgot-sent-390')
    const mail = (await admin.outbox()).find((m) => m.to === 'solo@example.com')
    const link = /https?:\/\/\S+\/account\/reset-password\/\S+/.exec(mail?.text ?? '')?.[0] ?? ''
    expect(link).toContain('/account/reset-password/')
    await page.goto(link)
    await page.locator('#password').fill('solo-forgot-password-1')
    await page.locator('button[type=submit]').click()
    await page.getByText('Your password was changed').waitFor()
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.waitForURL(/\/interaction\//)
    await page.locator('#email').fill('solo@example.com')
    await page.locator('#password').fill('solo-forgot-password-1')
    await page.locator('button[type=submit]').click()
    await page.getByTestId('user-menu').waitFor()
    await context.close()
  })
})
