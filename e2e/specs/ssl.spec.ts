import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { OrderPages } from '../pages/orders/OrderPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { SslPages } from '../pages/ssl/SslPages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({
  pages: (shell) => ({ ssl: new SslPages(shell), orders: new OrderPages(shell) }),
})
let admin: PorticoApi
beforeAll(async () => {
  admin = await portal.api('admin')
})

type SslProduct = Record<string, unknown> & {
  ca_product: string
  prices: { period: string; price_minor: number }[]
}

describe('SSL certificates', () => {
  it('jane orders a DV certificate for shop.acme-corp.nl, validates it by DNS with one click, downloads it', async () => {
    const { page, ssl, orders } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await ssl.openList()
    expect(
      await ssl.row('www.acme-corp.nl').getByTestId('certificate-status').getAttribute('data-status'),
    ).toBe('issued')
    await auditScreen(page, 'ssl-list-en')

    await ssl.openOrder()
    await ssl.choose('certificate-domain', 'acme-corp.nl')
    await ssl.choose('certificate-product', 'Sectigo PositiveSSL (DV)')
    await page.getByTestId('certificate-common-name').fill('shop.acme-corp.nl')
    const key = await ssl.generateCsr()
    expect(await readFile((await key.path()) ?? '', 'utf8')).toContain('-----BEGIN PRIVATE KEY-----')
    await auditScreen(page, 'ssl-order-en')
    await ssl.putInCart()
    const orderId = await orders.placeOrder()
    // Staff approve the order (its invoice is issued then) and record the invoice's payment.
    expect(await admin.approveAndPay(orderId)).toBe('paid')

    await ssl.openList()
    await ssl.openCertificate('shop.acme-corp.nl')
    const validation = ssl.validation('shop.acme-corp.nl')
    await validation.getByTestId('validation-add-record').waitFor({ timeout: 45_000 })
    expect(await validation.getByTestId('validation-dns').textContent()).toContain(
      '_dnsauth.shop.acme-corp.nl. TXT',
    )
    await auditScreen(page, 'ssl-validation-en')
    await validation.getByTestId('validation-add-record').click()
    await page
      .locator('[data-testid="certificate-status"][data-status="issued"]')
      .waitFor({ timeout: 30_000 })
    const pem = await readFile((await (await ssl.download()).path()) ?? '', 'utf8')
    expect(pem.match(/-----BEGIN CERTIFICATE-----/g)).toHaveLength(2)
    await auditScreen(page, 'ssl-issued-en')

    // The order's item ends as provisioned once the certificate is issued.
    const item = async () =>
      (await admin.request<{ data: { items: { provisioning: string }[] } }>('GET', `/orders/${orderId}`)).data
        .items[0]
    await expect
      .poll(async () => (await item())?.provisioning, { timeout: 30_000, interval: 1000 })
      .toBe('done')
  })

  it('staff change the 1-year price of PositiveSSL in the SSL catalogue', async () => {
    const { page, ssl } = await portal.signIn('admin')
    await ssl.openProducts()
    await auditScreen(page, 'ssl-products-en')
    await ssl.openProduct('Sectigo PositiveSSL (DV)')
    await ssl.setPrice('EUR', 'P1Y', '16.95')
    await auditScreen(page, 'ssl-product-form-en')
    await page.getByTestId('ssl-product-save').click()
    await page.getByTestId('ssl-product-saved').waitFor()
    const saved = (await admin.request<{ data: SslProduct }>('GET', '/ssl/products/sectigo_positivessl')).data
    expect(saved.prices.find((p) => p.period === 'P1Y')?.price_minor).toBe(1695)
  })

  it('the certificate pages in Dutch, dark, at 390 px', async () => {
    const { page, ssl } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await ssl.openList()
    const cells = ['certificate-link', 'certificate-status']
    expect(await ssl.cutOff(page.getByTestId('certificate-table'), cells)).toEqual([])
    expect(await ssl.scrollsSideways()).toBe(false)
    await auditScreen(page, 'ssl-list-nl-dark-390')
    await ssl.openCertificate('www.acme-corp.nl')
    await page.getByText('Uitgegeven').first().waitFor()
    await auditScreen(page, 'ssl-view-nl-dark-390')
    await ssl.openList()
    await ssl.openOrder()
    await auditScreen(page, 'ssl-order-nl-dark-390')
  })
})
