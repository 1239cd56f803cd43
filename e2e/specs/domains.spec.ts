import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DomainNamePages } from '../pages/domains/DomainNamePages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ domains: new DomainNamePages(shell) }) })

describe('the customer’s domains', () => {
  it('jane checks a name for Acme: prices per TLD, taken names to transfer, a cart kept for setup', async () => {
    const { page, shell, domains } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await domains.openCheck()
    expect(await page.getByTestId('domain-cart-continue').isDisabled()).toBe(true)
    await domains.check('acme-example')
    await page.getByTestId('domains-sandbox').waitFor()
    expect(await domains.statusOf('acme-example.nl')).toBe('available')
    expect(await domains.statusOf('acme-example.com')).toBe('available')
    expect(await domains.resultRow('acme-example.nl').getByTestId('check-price').textContent()).toMatch(
      /€\s?7\.99/,
    )
    expect(await domains.resultRow('acme-example.com').getByTestId('check-price').textContent()).toMatch(
      /€\s?11\.99/,
    )
    await domains.register('acme-example.nl')
    await domains.register('acme-example.com')
    await auditScreen(page, 'domains-check-en')

    await domains.check('google')
    expect(await domains.statusOf('google.com')).toBe('taken')
    expect(await domains.resultRow('google.com').getByTestId('check-register').count()).toBe(0)
    // Names that can be registered instead, on the first TLD.
    expect(await domains.statusOf('mygoogle.nl')).toBe('available')
    expect(await page.getByTestId('check-suggestions').getByTestId('check-register').count()).toBe(6)
    await domains.resultRow('google.com').getByTestId('check-transfer').click()
    await page.getByTestId('transfer-submit').click()
    await page.getByText('Enter the auth code from the current registrar.').waitFor()
    await page.getByTestId('transfer-auth-code').fill('EPP-4711-abc')
    await page.getByTestId('transfer-submit').click()
    await domains.cartItem('google.com').waitFor()
    expect(await domains.cartItem('google.com').getAttribute('data-action')).toBe('transfer')
    expect(await domains.cartItems().count()).toBe(3)

    await domains.removeFromCart('acme-example.com')
    expect(await domains.cartItems().count()).toBe(2)
    expect(await domains.continueButton().getAttribute('href')).toBe('/domains/setup')
    // Kept in sessionStorage: a reload (and the way to setup) keeps the choice.
    await shell.reload()
    await domains.cartItem('google.com').waitFor()
    expect(await domains.cartItems().count()).toBe(2)
    const stored = await page.evaluate(() => sessionStorage.getItem('portico.domains.selection'))
    expect(JSON.parse(stored ?? '[]')).toMatchObject([
      { domain: 'acme-example.nl', action: 'register', price_minor: 799, auth_code: null },
      { domain: 'google.com', action: 'transfer', auth_code: 'EPP-4711-abc' },
    ])
  })

  it('jane’s domain list: every company of hers in Global, Acme’s in its scope, filtered by expiry', async () => {
    const { page, shell, domains } = await portal.signIn('jane')
    await domains.openList()
    expect((await domains.listedNames(5)).sort()).toEqual([
      'acme-corp.nl',
      'acme-shop.com',
      'globex-archive.com',
      'globex-labs.com',
      'globex.eu',
    ])
    await page.getByRole('columnheader', { name: 'Company' }).waitFor()
    await shell.scopeSwitcher().selectOption({ label: 'Acme B.V.' })
    expect(await domains.listedNames(2)).toEqual(['acme-corp.nl', 'acme-shop.com'])
    expect(await page.getByRole('columnheader', { name: 'Company' }).count()).toBe(0)
    await domains.choose('domain-expiring', 'Within 30 days')
    expect(await domains.listedNames(1)).toEqual(['acme-shop.com'])
    expect(await page.getByTestId('domain-expires-soon').textContent()).toMatch(/^in \d+ days?$/)
    await auditScreen(page, 'domains-list-en')
    await page.getByTestId('domain-search').fill('nothing-like-this')
    await page.getByTestId('domain-empty-check').waitFor()
  })

  it('jane edits the DNS records of acme-corp.nl: checked before sending, saved whole, there after a reload', async () => {
    const { page, shell, domains } = await portal.signIn('jane')
    await domains.openDomain('acme-corp.nl')
    expect(await domains.records().count()).toBe(4)
    await page.getByTestId('domain-lifecycle').waitFor()
    expect(await page.getByTestId('domain-transfer-lock').isDisabled()).toBe(true)
    await page.getByText('The registry of .nl has no transfer lock.').waitFor()

    await domains.addRecord({ type: 'MX', name: '@', content: 'mx2.acme-corp.nl', priority: '20' })
    await domains.addRecord({ type: 'TXT', name: '@', content: 'google-site-verification=abc' })
    await domains.saveZone()
    await page.getByTestId('dns-saved').waitFor()

    const zonePuts: Request[] = []
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/zone')) zonePuts.push(request)
    })
    await domains.addRecord({ type: 'TXT', name: 'www', content: 'hello' })
    await domains.saveZone()
    // The www CNAME (record 2) is the one that cannot stand beside the new TXT.
    await domains.recordError(1, 'name').waitFor()
    await page
      .getByTestId('dns-record')
      .nth(1)
      .getByText('A CNAME cannot stand beside other records of the same name')
      .waitFor()
    expect(zonePuts).toHaveLength(0)
    await auditScreen(page, 'domains-view-dns-error-en')
    await domains.records().last().getByTestId('dns-remove').click()
    await domains.recordError(1, 'name').waitFor({ state: 'detached' })

    await shell.reload()
    await domains.records().nth(5).waitFor()
    expect(await domains.records().count()).toBe(6)
    const contents = await page
      .getByTestId('dns-content')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
    expect(contents).toContain('mx2.acme-corp.nl')
    expect(contents).toContain('google-site-verification=abc')
    await auditScreen(page, 'domains-view-en')
  })

  it('the auth code: shown for acme-shop.com, mailed by SIDN for acme-corp.nl', async () => {
    const { page, domains } = await portal.signIn('jane')
    await domains.openDomain('acme-shop.com')
    await domains.requestAuthCode()
    expect(await page.getByTestId('domain-auth-code-value').inputValue()).toMatch(/.{8,}/)
    await domains.openDomain('acme-corp.nl')
    await domains.requestAuthCode()
    await page.getByTestId('domain-auth-code-sent').getByText(/SIDN/).waitFor()
  })

  it('jane restores globex-archive.com from redemption: invoiced at the restore price, restored once staff record the payment', async () => {
    const { page, shell, domains } = await portal.signIn('jane')
    await domains.openDomain('globex-archive.com')
    await page.locator('[data-testid="domain-lifecycle"][data-state="redemption"]').waitFor()
    const restore = page.getByTestId('domain-restore')
    expect(await restore.textContent()).toMatch(/Restore for €\s?89\.00/)
    await domains.restore()
    expect(await page.getByTestId('domain-restore').count()).toBe(0)
    await page.getByTestId('domain-renewal-invoice').waitFor()
    await auditScreen(page, 'domains-restore-en')

    const jane = await portal.api('jane')
    const admin = await portal.api('admin')
    type Listed = { data: { name: string; renewal: { document_id: string } | null }[] }
    const listed = await jane.request<Listed>('GET', '/domains?q=globex-archive')
    const invoiceId = listed.data.find((d) => d.name === 'globex-archive.com')?.renewal?.document_id ?? ''
    expect(await admin.payInFull(invoiceId)).toBe('paid')
    await expect
      .poll(
        async () => {
          await shell.reload()
          return domains.renewalStatus()
        },
        { timeout: 45_000, interval: 1500 },
      )
      .toBe('completed')
    await page.locator('[data-testid="domain-lifecycle"][data-state="active"]').waitFor()
  })

  it('the check, the list and a domain in Dutch, dark, at 390 px', async () => {
    const { page, shell, domains } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await domains.openCheck()
    await domains.check('acme-example')
    await page.getByText('Beschikbaar', { exact: true }).first().waitFor()
    await domains.register('acme-example.nl')
    await auditScreen(page, 'domains-check-nl-dark-390')
    await domains.openList()
    await page.getByText('Verhuisslot').first().waitFor()
    await auditScreen(page, 'domains-list-nl-dark-390')
    await domains.openDomain('acme-corp.nl')
    await page.getByText('DNS-records').first().waitFor()
    await auditScreen(page, 'domains-view-nl-dark-390')
    await shell.scopeSwitcher().selectOption({ label: 'Globex Ltd' })
    await domains.openDomain('globex-archive.com')
    await page.getByText('Verlenging', { exact: true }).waitFor()
    await auditScreen(page, 'domains-renewal-nl-dark-390')
  })
})
