import { beforeAll, describe, expect, it } from 'vitest'
import { DomainNamePages } from '../pages/domains/DomainNamePages.ts'
import { DomainOrderPages } from '../pages/domains/DomainOrderPages.ts'
import { OrderPages } from '../pages/orders/OrderPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({
  pages: (shell) => ({
    domains: new DomainNamePages(shell),
    ordering: new DomainOrderPages(shell),
    orders: new OrderPages(shell),
  }),
})
let admin: PorticoApi
beforeAll(async () => {
  admin = await portal.api('admin')
})

type OrderItem = { name: string; provisioning: string; error: string | null }
/** Staff approve the order (the default setting); the registrar sandbox then needs 2 s (a transfer 5 s). */
async function approveAndSettle(orderId: string, name: string) {
  await admin.request('POST', `/orders/${orderId}/approve`)
  return settled(orderId, name)
}

/** The order's item for `name` once its provisioning is done or failed. */
async function settled(orderId: string, name: string) {
  const item = async () =>
    (await admin.request<{ data: { items: OrderItem[] } }>('GET', `/orders/${orderId}`)).data.items.find(
      (i) => i.name === name,
    )
  await expect
    .poll(async () => (await item())?.provisioning, { timeout: 45_000, interval: 1000 })
    .toMatch(/^(done|failed)$/)
  return item()
}

async function domainStatus(api: PorticoApi, name: string) {
  const listed = await api.request<{ data: { name: string; status: string }[] }>(
    'GET',
    `/domains?q=${encodeURIComponent(name.split('.')[0] ?? '')}`,
  )
  return listed.data.filter((d) => d.name === name).map((d) => d.status)
}

describe('ordering domain names', () => {
  it('jane registers acme-example.nl with the preset "Acme standard"; active, she edits its DNS', async () => {
    const { page, shell, domains, ordering, orders } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await domains.openCheck()
    await domains.check('acme-example')
    await domains.register('acme-example.nl')
    await ordering.continueToSetup()
    // .nl is sold for one year only: no choice of period.
    await ordering.setupLine('acme-example.nl').getByTestId('setup-period-fixed').waitFor()
    await page.getByTestId('setup-continue').click()
    await page.getByText('Choose the registrant.').waitFor()
    await ordering.choosePreset('Acme standard')
    expect(await page.getByTestId('domain-nameserver').count()).toBeGreaterThanOrEqual(2)
    await auditScreen(page, 'domains-setup-en')
    await ordering.continueToConfirm()
    expect(await ordering.confirmLine('acme-example.nl').getByTestId('confirm-price').textContent()).toMatch(
      /€\s?7\.99/,
    )
    expect(await page.getByTestId('confirm-total').textContent()).toMatch(/€\s?7\.99/)
    await auditScreen(page, 'domains-confirm-en')
    await ordering.placeInCart()
    expect(await page.getByTestId('cart-domain').allTextContents()).toEqual(['acme-example.nl'])
    // The selection is cleared once the names are in the cart.
    expect(await page.evaluate(() => sessionStorage.getItem('portico.domains.selection'))).toBe('[]')
    const orderId = await orders.placeOrder()
    // Staff approve the order (its invoice is issued then) and record the invoice's payment.
    expect(await admin.approveAndPay(orderId)).toBe('paid')
    const item = await settled(orderId, 'acme-example.nl')
    expect(item).toMatchObject({ name: 'acme-example.nl', provisioning: 'done', error: null })
    const jane = await portal.api('jane')
    await expect.poll(() => domainStatus(jane, 'acme-example.nl'), { timeout: 20_000 }).toEqual(['active'])

    await domains.openDomain('acme-example.nl')
    const before = await domains.records().count()
    await domains.addRecord({ type: 'MX', name: '@', content: 'mx2.acme-example.nl', priority: '20' })
    await domains.addRecord({ type: 'TXT', name: '@', content: 'v=spf1 mx -all' })
    await domains.saveZone()
    await page.getByTestId('dns-saved').waitFor()
    await shell.reload()
    await domains
      .records()
      .nth(before + 1)
      .waitFor()
    expect(await domains.records().count()).toBe(before + 2)
  })

  it('a transfer of google.com with a wrong auth code fails with the registrar’s words; a good code completes', async () => {
    const { page, shell, domains, ordering, orders } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    const transfer = async (code: string) => {
      await domains.openCheck()
      await domains.check('google')
      await domains.transfer('google.com', code)
      await ordering.continueToSetup()
      expect(await ordering.setupLine('google.com').getByTestId('setup-auth-code').inputValue()).toBe(code)
      await ordering.choosePreset('Acme standard')
      await ordering.continueToConfirm()
      await ordering.placeInCart()
      expect(await page.getByTestId('cart-domain').allTextContents()).toEqual(['google.com'])
      return orders.placeOrder()
    }

    const failedOrder = await transfer('wrong')
    const failed = await approveAndSettle(failedOrder, 'google.com')
    expect(failed).toMatchObject({ provisioning: 'failed', error: 'Invalid authcode' })
    await shell.reload()
    await page.getByTestId('item-error').getByText('Invalid authcode').waitFor()

    const goodOrder = await transfer('Transfer2026')
    expect(await approveAndSettle(goodOrder, 'google.com')).toMatchObject({
      provisioning: 'done',
      error: null,
    })
    const jane = await portal.api('jane')
    await expect.poll(() => domainStatus(jane, 'google.com'), { timeout: 20_000 }).toContain('active')
    await domains.openList()
    // The failed transfer keeps its own (failed) row beside the active one.
    const rows = page.getByTestId('domain-table').locator('tbody tr').filter({ hasText: 'google.com' })
    await rows.filter({ hasText: 'Active' }).waitFor()
    expect(await rows.count()).toBe(2)
  })

  it('setup and confirm in Dutch, dark, at 390 px', async () => {
    const { page, domains, ordering } = await portal.signIn('jane', {
      ...dutchDarkPhone,
      scope: 'Acme B.V.',
    })
    await domains.openCheck()
    await domains.check('acme-telefoon')
    await domains.register('acme-telefoon.com')
    await domains.register('acme-telefoon.nl')
    await ordering.continueToSetup()
    await ordering.choosePreset('Acme standard')
    await auditScreen(page, 'domains-setup-nl-dark-390')
    await ordering.continueToConfirm()
    await auditScreen(page, 'domains-confirm-nl-dark-390')
  })
})
