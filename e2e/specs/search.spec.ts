import { describe, expect, it } from 'vitest'
import { SearchPages } from '../pages/search/SearchPages.ts'
import { auditScreen } from '../support/axe.ts'
import { dutchDarkPhone, usePortal } from '../support/portal.ts'

const portal = usePortal({
  env: { SEED_DEMO_ORDERS: 'true' },
  pages: (shell) => ({ search: new SearchPages(shell) }),
})

describe('header search', () => {
  it('jane finds her order with Ctrl+K and opens it; another tenant’s order is not found', async () => {
    const { page, search } = await portal.signIn('jane')
    const jane = await portal.api('jane')
    const mine = await jane.request<{ data: { id: string; number: string }[] }>('GET', '/orders')
    const order = mine.data[0]
    expect(order).toBeTruthy()
    await search.searchWithShortcut(order?.number ?? '')
    await search.hit('Order', order?.number ?? '').waitFor()
    await auditScreen(page, 'search-order-en')
    await search
      .hit('Order', order?.number ?? '')
      .getByRole('link')
      .click()
    await page.waitForURL((url) => url.pathname === `/finances/orders/${order?.id}`)
    // Leaving the results empties the box (issue 26, item 14).
    await expect.poll(() => page.getByTestId('header-search').inputValue()).toBe('')
    // The search form has a button of its own, not only Enter (pa11y H32.2, issue 26 item 16), and
    // the logo link's name starts with the brand it shows (label in name).
    await page.getByTestId('header-search').fill(order?.number ?? '')
    await page.getByTestId('header').getByRole('button', { name: 'Search', exact: true }).click()
    await search.hit('Order', order?.number ?? '').waitFor()
    expect(await page.getByTestId('logo').getAttribute('aria-label')).toMatch(/^Portico\b/)

    // Initech's orders belong to the reseller's customer: Jane's search never shows them.
    const reseller = await portal.api('reseller')
    const theirs = await reseller.request<{ data: { number: string }[] }>('GET', '/orders')
    const other = theirs.data[0]?.number ?? ''
    expect(other).not.toBe('')
    await search.searchWithShortcut(other)
    expect(await search.hit('Order', other).count()).toBe(0)
  })

  it('staff find a customer’s contact by name and open it where it is shown (issue 26 item 14)', async () => {
    const { page, search } = await portal.signIn('admin')
    const admin = await portal.api('admin')
    const customers = await admin.request<{ data: { id: string; name: string }[] }>(
      'GET',
      '/customers?q=Acme',
    )
    const acme = customers.data.find((c) => c.name === 'Acme B.V.')
    expect(acme).toBeTruthy()
    const contact = await admin.request<{ data: { id: string } }>('POST', `/customers/${acme?.id}/contacts`, {
      full_name: 'Wendy Vindmij',
    })
    await search.searchWithShortcut('Vindmij')
    await search.hit('Contact', 'Wendy Vindmij').getByRole('link').click()
    const shown = `/customers/view/${acme?.id}/contacts/${contact.data.id}`
    await expect.poll(() => new URL(page.url()).pathname).toBe(shown)
    await page.getByText('Wendy Vindmij').first().waitFor()
    await auditScreen(page, 'search-contact-en')
  })

  it('in Dutch, dark, at 390 px: the kinds named in Dutch', async () => {
    const { page, search } = await portal.signIn('jane', dutchDarkPhone)
    await search.searchWithShortcut('acme')
    await search.hit('Bedrijf', 'Acme B.V.').waitFor()
    await auditScreen(page, 'search-nl-dark-390')
  })
})
