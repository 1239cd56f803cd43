import { describe, expect, it } from 'vitest'
import type { Shell } from '../pages/Shell.ts'
import { type DemoUser, usePortal } from '../support/portal.ts'

// Every document the session's tab loads, from before it signs in.
const portal = usePortal({ pages: (shell) => ({ loaded: documentsLoaded(shell) }) })

function documentsLoaded(shell: Shell): string[] {
  const loaded: string[] = []
  shell.page.on('domcontentloaded', (page) => loaded.push(new URL(page.url()).pathname))
  return loaded
}

/** The reseller's people work under its own brand (the demo's Resell IT Cloud). */
async function signedIn(user: DemoUser, brand = user === 'reseller' ? 'Resell IT Cloud' : 'Portico') {
  const session = await portal.signIn(user)
  await session.shell.waitForPage('/', `Dashboard - ${brand}`)
  return session
}

async function userName(shell: Shell) {
  await shell.page.getByTestId('user-menu').click()
  const name = await shell.page.getByTestId('user-name').textContent()
  await shell.page.keyboard.press('Escape')
  return name
}

describe('each demo user signs in', () => {
  it('the super-admin gets the Admin scope, the staff figures and the Provider menu', async () => {
    const { shell, page } = await signedIn('admin')
    expect(await userName(shell)).toBe('Ada Admin')
    expect(await shell.scopeOptions()).toEqual(['Admin', 'Portico Demo Provider'])
    expect(await shell.scopeSwitcher().inputValue()).toBe('__none__')
    await page.getByTestId('dashboard-tiles').waitFor()
    // The demo data: Acme, Globex and Initech are customers, Resell IT is a reseller.
    expect(await page.getByTestId('tile-customers').textContent()).toBe('3')
    expect(await page.getByTestId('tile-resellers').textContent()).toBe('1')
    const sidebar = page.getByTestId('sidebar')
    await sidebar.getByText('Provider', { exact: true }).waitFor()
    expect(await sidebar.getByText('Customers', { exact: true }).count()).toBe(1)
  })

  it('jane, in two companies, gets Global and both companies, and no Provider menu', async () => {
    const { shell, page } = await signedIn('jane')
    expect(await userName(shell)).toBe('Jane Doe')
    expect(await shell.scopeOptions()).toEqual(['Global', 'Acme B.V.', 'Globex Ltd'])
    const companies = page.getByTestId('dashboard-companies')
    await companies.waitFor()
    expect(await companies.textContent()).toContain('Acme B.V.')
    expect(await companies.textContent()).toContain('Globex Ltd')
    await page.getByTestId('sidebar').getByText('My services').waitFor()
    expect(await page.getByTestId('sidebar').getByText('Provider', { exact: true }).count()).toBe(0)
  })

  it('the reseller user gets Global and their one company', async () => {
    const { shell, page } = await signedIn('reseller')
    expect(await userName(shell)).toBe('Rick Reseller')
    expect(await shell.scopeOptions()).toEqual(['Global', 'Resell IT B.V.'])
    await page.getByTestId('dashboard-companies').getByText('Resell IT B.V.').waitFor()
  })

  it('solo, in no company, gets no scope switcher and an honest empty dashboard', async () => {
    const { shell, page } = await signedIn('solo')
    expect(await userName(shell)).toBe('Sam Solo')
    await page.getByTestId('dashboard-empty').waitFor()
    expect(await shell.scopeSwitcher().count()).toBe(0)
    // No services without a company: the menu has the General group only.
    await page.getByTestId('sidebar').getByText('General').waitFor()
    expect(await page.getByTestId('sidebar').getByText('My services').count()).toBe(0)
  })

  it('logging out ends the session: the next visit asks for the password again', async () => {
    // A sign-in of its own: signing out ends its grant, and the file's shared session must live on.
    const { context, page } = await portal.newPage()
    const shell = portal.shell(page)
    await shell.signIn('jane@example.com', 'jane')
    await shell.waitForPage('/', 'Dashboard - Portico')
    await shell.signOut()
    await page.goto(`${portal.baseUrl}/`)
    await page.waitForURL(/\/interaction\//)
    expect(await page.locator('#password').count()).toBe(1)
    await context.close()
  })

  it('an unauthenticated visit to a guarded page returns there after signing in; Back never shows the sign-in', async () => {
    const { context, page } = await portal.newPage()
    const shell = portal.shell(page)
    await shell.signIn('jane@example.com', 'jane', '/finances/price-list')
    await shell.waitForPage('/finances/price-list', 'Price list - Portico')
    // Back leaves the page for the one before it: the IdP's finished sign-in sends the tab to the
    // portal, where its session is restored; never a sign-in page.
    await page.goBack()
    await page.getByTestId('user-menu').waitFor()
    expect(new URL(page.url()).pathname).not.toMatch(/^\/(sign-in|interaction|oidc|auth)\b/)
    await context.close()
  })

  it('a tab that holds a session (restored, duplicated) opens signed in, without the IdP', async () => {
    const { shell, loaded } = await portal.signIn('jane', { path: '/finances/price-list' })
    await shell.waitForPage('/finances/price-list', 'Price list - Portico')
    expect(loaded).toEqual(['/finances/price-list'])
  })

  it('a reload keeps the session without leaving the page', async () => {
    const { page, shell } = await signedIn('jane')
    await shell.navigate('/finances/price-list')
    await shell.waitForPage('/finances/price-list', 'Price list - Portico')
    const visited: string[] = []
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname))
    await shell.reload()
    await shell.waitForPage('/finances/price-list', 'Price list - Portico')
    expect(visited).toEqual(['/finances/price-list'])
  })
})
