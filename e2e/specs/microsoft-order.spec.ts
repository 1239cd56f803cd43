import { describe, expect, it } from 'vitest'
import { MicrosoftOrderPages } from '../pages/microsoft/MicrosoftOrderPages.ts'
import { MicrosoftPages } from '../pages/microsoft/MicrosoftPages.ts'
import { OrderPages } from '../pages/orders/OrderPages.ts'
import { auditScreen, seriousViolations } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({
  pages: (shell) => ({
    microsoft: new MicrosoftPages(shell),
    ordering: new MicrosoftOrderPages(shell),
    orders: new OrderPages(shell),
  }),
})
const STANDARD = 'Microsoft 365 Business Standard'

describe('ordering Microsoft 365', () => {
  it("jane orders Business Standard for Acme's tenant through the cart and, once approved, sees the subscription", async () => {
    const { page, microsoft, ordering, orders } = await portal.signIn('jane', { scope: 'Acme B.V.' })
    await ordering.openOrder()
    expect(await page.getByTestId('microsoft-order-tenant').inputValue()).toBeTruthy()
    expect(await page.getByTestId('microsoft-order-tenant').textContent()).toContain('acmebv.onmicrosoft.com')
    await page.getByTestId('microsoft-sku-M365-BS').check()
    await page.getByTestId('microsoft-order-term').getByText('1 month', { exact: true }).click()
    // A monthly term is billed monthly only.
    expect(await page.getByTestId('microsoft-order-billing').getByText('Yearly').count()).toBe(0)
    await page.getByTestId('microsoft-order-term').getByText('1 year', { exact: true }).click()
    await page.getByTestId('microsoft-order-seats').fill('4')
    expect(await page.getByTestId('microsoft-order-total').textContent()).toMatch(
      /€\s?56\.16 per month for 4 users/,
    )
    await auditScreen(page, 'microsoft-order-en')

    await ordering.order('M365-BS', '1 year', 'Monthly', 4)
    expect(await page.getByTestId('cart-lines').textContent()).toContain(
      'Microsoft 365 Business Standard (1 year)',
    )
    const orderId = await orders.placeOrder()
    const admin = await portal.api('admin')
    await admin.request('POST', `/orders/${orderId}/approve`)

    // The provisioning job checks a Partner Center cart out; once it has, the page lists the new
    // subscription (opened after the job: the page keeps a list it has shown fresh for 30 s).
    type Subscription = { product: string; quantity: number; tenant_domain: string }
    const provisioned = async () =>
      (await admin.request<{ data: Subscription[] }>('GET', '/microsoft/subscriptions')).data.some(
        (s) => s.product === STANDARD && s.quantity === 4 && s.tenant_domain === 'acmebv.onmicrosoft.com',
      )
    await expect.poll(provisioned, { timeout: 20_000, interval: 250 }).toBe(true)
    await microsoft.openSubscriptions()
    await microsoft.row(STANDARD).filter({ hasText: 'of 4 assigned' }).waitFor()
    await auditScreen(page, 'microsoft-order-subscriptions-en')
  })

  it('a company without a tenant is sent to create one first', async () => {
    const { page, ordering } = await portal.signIn('jane', { scope: 'Globex Ltd' })
    await ordering.openOrder('microsoft-order-no-tenant')
    expect(await page.getByTestId('microsoft-order-no-tenant').textContent()).toContain(
      'Create or link your company’s tenant first',
    )
    expect(await seriousViolations(page)).toEqual([])
  })

  it('the order page in Dutch, dark, at 390 px', async () => {
    const { page, ordering } = await portal.signIn('jane', { ...dutchDarkPhone, scope: 'Acme B.V.' })
    await ordering.openOrder()
    await page.getByTestId('microsoft-sku-M365-BP').check()
    await page.getByTestId('microsoft-order-term').getByText('3 jaar', { exact: true }).click()
    await page.getByTestId('microsoft-order-billing').getByText('Jaarlijks', { exact: true }).click()
    await page.getByTestId('microsoft-order-seats').fill('10')
    expect(await page.getByTestId('microsoft-order-total').textContent()).toMatch(
      /per jaar voor 10 gebruikers/,
    )
    await auditScreen(page, 'microsoft-order-nl-dark-390')
  })
})
