import { beforeAll, describe, expect, it } from 'vitest'
import { CatalogPages } from '../pages/catalog/CatalogPages.ts'
import type { PorticoApi } from '../pages/PorticoApi.ts'
import { auditScreen } from '../support/axe.ts'
import { snapshot } from '../support/browser.ts'
import { initechUser } from '../support/initech.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({ pages: (shell) => ({ catalog: new CatalogPages(shell) }) })
let admin: PorticoApi
let reseller: PorticoApi
beforeAll(async () => {
  admin = await portal.api('admin')
  reseller = await portal.api('reseller')
})

describe('catalogue', () => {
  it('staff create a product with prices, a disabled period and an option; the list shows it', async () => {
    const { page, catalog } = await portal.signIn('admin')
    await catalog.openProducts()
    await auditScreen(page, 'catalog-products-en')
    await catalog.openNewProduct()
    // The contract's validation, before anything is sent.
    await catalog.save()
    await page.getByTestId('product-errors').waitFor()
    await catalog.fillGeneral({
      code: 'web-eco',
      nameEn: 'Web hosting Eco',
      nameNl: 'Webhosting Eco',
      category: 'Web hosting',
    })
    await catalog.setPrice('EUR', 'P1M', '3.95', '10')
    await catalog.setPrice('EUR', 'P1Y', '39.50')
    await catalog.priceRow('EUR', 'P1Y').getByTestId('price-enabled').uncheck({ force: true })
    await catalog.addYesNoOption('ssl', 'Free SSL', 'Gratis SSL', ['1.00'])
    await auditScreen(page, 'catalog-product-form-en')
    await catalog.save()
    await page.getByTestId('product-saved').waitFor()
    await page.waitForURL(/\/admin\/catalog\/products\/form\/[0-9a-f-]{36}$/)
    const id = page.url().split('/').pop() ?? ''
    const product = await admin.request<{
      data: { code: string; prices: unknown[]; options: { code: string; prices: unknown[] }[] }
    }>('GET', `/catalog/products/${id}`)
    expect(product.data.code).toBe('WEB-ECO')
    expect(product.data.prices).toEqual([
      { currency: 'EUR', period: 'P1M', price_minor: 395, setup_minor: 1000, enabled: true },
      { currency: 'EUR', period: 'P1Y', price_minor: 3950, setup_minor: 0, enabled: false },
    ])
    expect(product.data.options).toMatchObject([
      { code: 'SSL', kind: 'yes_no', prices: [{ period: 'P1M', price_minor: 100 }] },
    ])
    await catalog.openProducts()
    await page.getByTestId('list-search').fill('eco')
    await page.getByTestId('product-table').getByText('WEB-ECO').waitFor()
    await catalog.openPromotions()
    await page.getByText('WELKOM10').waitFor()
    await auditScreen(page, 'catalog-promotions-en')
  })

  it('staff import a cloud marketplace product at a resale price and see its margin', async () => {
    const { page, catalog } = await portal.signIn('admin')
    await catalog.openMarketplace()
    await page.getByTestId('marketplace-sandbox').waitFor()
    await auditScreen(page, 'catalog-marketplace-en')
    await catalog.importFromMarketplace('veeam', '2.25')
    await page.waitForURL(/\/admin\/catalog\/ingram-cloud\/form\/[0-9a-f-]{36}$/)
    expect(await page.getByTestId('marketplace-costs').textContent()).toMatch(/margin €\s?0[.,]65/)
    await auditScreen(page, 'catalog-marketplace-product-en')
    await catalog.openMarketplace()
    await page.getByTestId('marketplace-search').fill('veeam')
    await page.getByTestId('marketplace-imported').waitFor()
  })

  it('the cloud marketplace in Dutch, dark, at 390 px', async () => {
    const { page, catalog } = await portal.signIn('admin', dutchDarkPhone)
    await catalog.openMarketplace()
    await page.getByText('Sandbox-distributeur').waitFor()
    await auditScreen(page, 'catalog-marketplace-nl-dark-390')
  })

  it('the product form in Dutch, dark, at 390 px', async () => {
    const { page, catalog } = await portal.signIn('admin', dutchDarkPhone)
    await catalog.openProducts()
    // The demo catalogue is longer than a page now: find it as a user would.
    await page.getByTestId('list-search').fill('Webhosting')
    await page.getByText('Webhosting Basis').waitFor()
    await snapshot(page, 'catalog-products-nl-dark-390')
    await page.getByTestId('product-link').first().click()
    await page.getByText('Prijzen', { exact: true }).waitFor()
    await auditScreen(page, 'catalog-product-form-nl-dark-390')
  })

  it('a reseller sets a sale price; an Initech user sees it on the price list, never the purchase price', async () => {
    const { page, catalog } = await portal.signIn('reseller')
    await catalog.openPriceList()
    const row = catalog.resellerRow('Web hosting Pro', 'Monthly')
    await row.waitFor()
    expect(await row.getByTestId('sale-cell').textContent()).toBe('Not offered')
    await auditScreen(page, 'catalog-reseller-price-list-en')
    await row.getByTestId('sale-edit').click()
    await page.getByTestId('sale-price').fill('24.95')
    await page.getByTestId('sale-save').click()
    await expect.poll(() => row.getByTestId('sale-cell').textContent()).toBe('€24.95')
    expect(await row.textContent()).toContain('€19.95') // purchase
    expect(await row.textContent()).toContain('€5.00') // margin

    const ian = await initechUser(portal.baseUrl, reseller, admin)
    const session = await portal.newPage({ locale: 'en-US' })
    const shell = portal.shell(session.page)
    await shell.signIn(ian.email, ian.password, '/finances/price-list')
    const initech = new CatalogPages(shell)
    await initech.offerRows('Web hosting Pro').first().waitFor()
    expect(await initech.offerRows('Web hosting Pro').first().textContent()).toContain('€24.95')
    expect(await initech.offerRows('Web hosting Basic').first().textContent()).toContain('€6.95')
    const table = (await session.page.getByTestId('offer-table').textContent()) ?? ''
    expect(table).not.toContain('€19.95')
    expect(table).not.toContain('€4.95')
    expect(table).not.toContain('Managed PostgreSQL') // not priced by the reseller
    await auditScreen(session.page, 'catalog-price-list-initech-en')
  })
})
