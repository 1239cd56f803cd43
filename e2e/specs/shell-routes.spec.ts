import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Shell } from '../pages/Shell.ts'
import { holdRequests } from '../support/hold.ts'
import { usePortal } from '../support/portal.ts'

/**
 * Every path of spec section 2 (parameters filled with sample values) and the English page title the
 * route table gives it. The document title is "<page title> - Portico".
 */
const PAGES: [path: string, title: string][] = [
  ['/', 'Dashboard'],
  ['/backend/pages/generic/search', 'Search results'],
  ['/customers/active', 'Customers'],
  ['/customers/archived', 'Archived customers'],
  ['/customers/create', 'Create customer'],
  ['/customers/view/1', 'Customer'],
  ['/customers/edit/1', 'Edit customer'],
  ['/customers/view/1/locations/2', 'Location'],
  ['/customers/view/1/contacts/3', 'Contact'],
  ['/customers/view/1/services/4', 'Service'],
  ['/customers/view/1/contacts', 'Customer'],
  ['/resellers/active', 'Resellers'],
  ['/resellers/archived', 'Archived resellers'],
  ['/resellers/create', 'Create reseller'],
  ['/resellers/view/1', 'Reseller'],
  ['/resellers/view/1/services/4', 'Reseller service'],
  ['/resellers/view/1/contacts', 'Reseller'],
  ['/billing/invoices', 'Invoices'],
  ['/billing/quotes', 'Quotes'],
  ['/billing/new', 'New document'],
  ['/billing/document/5', 'Document'],
  ['/billing/settings', 'Billing settings'],
  ['/billing/settings/emails', 'Email templates'],
  ['/billing/settings/emails/6', 'Email template'],
  ['/billing/settings/documents', 'Document templates'],
  ['/billing/settings/documents/6', 'Document template'],
  ['/admin/orders', 'Orders'],
  ['/admin/orders/view/7', 'Order'],
  ['/aas/order', 'Browse services'],
  ['/aas/network', 'Network as a Service'],
  ['/aas/hardware', 'Hardware as a Service'],
  ['/aas/infrastructure', 'Infrastructure as a Service'],
  ['/domains/list', 'Domains'],
  ['/domains/check', 'Domain availability'],
  ['/domains/setup', 'Domain setup'],
  ['/domains/confirm', 'Confirm domains'],
  ['/domains/view/example.com', 'Domain'],
  ['/domains/contacts', 'Domain contacts'],
  ['/domains/contact/new', 'New domain contact'],
  ['/domains/contacts/view/3', 'Domain contact'],
  ['/domains/presets', 'Domain presets'],
  ['/domains/presets/new', 'New domain preset'],
  ['/domains/presets/view/8', 'Domain preset'],
  ['/domains/certificates', 'SSL certificates'],
  ['/domains/certificates/order', 'Order an SSL certificate'],
  ['/domains/certificates/view/8', 'SSL certificate'],
  ['/hosted/list', 'Hosted services'],
  ['/hosted/order', 'Order hosted services'],
  ['/hosted/order/web', 'Order hosted services'],
  ['/hosted/webhosting', 'Web hosting'],
  ['/hosted/webhosting/9', 'Web hosting package'],
  ['/hosted/servers', 'Servers'],
  ['/hosted/vpses', 'Virtual servers'],
  ['/hosted/vpses/10', 'Virtual server'],
  ['/hosted/databases', 'Databases'],
  ['/hosted/storage', 'Storage'],
  ['/microsoft/order', 'Order Microsoft services'],
  ['/microsoft/order/web', 'Order Microsoft services'],
  ['/microsoft/subscriptions', 'Microsoft subscriptions'],
  ['/microsoft/subscriptions/11', 'Microsoft subscription'],
  ['/microsoft/tenants', 'Microsoft tenants'],
  ['/connectivity/order', 'Order connectivity'],
  ['/connectivity/internet', 'Internet'],
  ['/connectivity/voip', 'VoIP'],
  ['/connectivity/mobile', 'Mobile'],
  ['/selfservice', 'Selfservice'],
  ['/selfservice/internet', 'Selfservice'],
  ['/support/new', 'New ticket'],
  ['/support/open', 'Open tickets'],
  ['/support/ticket/12', 'Ticket details'],
  ['/support/closed', 'Closed tickets'],
  ['/m365/scheduler/planner', 'License planner'],
  ['/m365/scheduler/planner/13', 'User plan'],
  ['/m365/scheduler/users', 'Planner users'],
  ['/m365/scheduler/users/add', 'Add planner user'],
  ['/m365/scheduler/users/13', 'Planner user'],
  ['/m365/scheduler/users/13/schedule', 'User schedule'],
  ['/finances/invoices', 'Invoices'],
  ['/finances/invoices/14', 'Invoice'],
  ['/finances/quotes', 'Quotes'],
  ['/finances/quotes/15', 'Quote'],
  ['/finances/orders', 'Orders'],
  ['/finances/orders/7', 'Order'],
  ['/finances/reports', 'Reports'],
  ['/finances/price-list', 'Price list'],
  ['/company/details', 'Company details'],
  ['/company/contracts', 'Contracts'],
  ['/company/users', 'Users'],
  ['/company/branding', 'Branding'],
  ['/company/notifications', 'Notifications'],
  ['/company/peofile', 'Profile'],
  ['/company/profile', 'Profile'],
  ['/ordering/empty', 'Shopping cart'],
  ['/ordering/configure/16', 'Configure product'],
  ['/ordering/completed/7', 'Order completed'],
  ['/admin/catalog/products', 'Products'],
  ['/admin/catalog/products/form', 'Product'],
  ['/admin/catalog/products/form/16', 'Product'],
  ['/admin/catalog/tlds', 'Top-level domains'],
  ['/admin/catalog/tlds/form/nl', 'Top-level domain'],
  ['/admin/catalog/realtime/ssl', 'SSL certificates'],
  ['/admin/catalog/realtime/ssl/form/16', 'SSL certificate'],
  ['/admin/catalog/ingram-cloud/products', 'Cloud products'],
  ['/admin/catalog/ingram-cloud/form/16', 'Cloud product'],
  ['/admin/feedback', 'Feedback reports'],
]

/** Spec 9 default redirects. */
const REDIRECTS: [from: string, to: string][] = [
  ['/customers', '/customers/active'],
  ['/resellers', '/resellers/active'],
  ['/billing', '/billing/invoices'],
  ['/domains', '/domains/list'],
  ['/hosted', '/hosted/list'],
  ['/microsoft', '/microsoft/tenants'],
  ['/support', '/support/open'],
  ['/finances', '/finances/invoices'],
  ['/company', '/company/details'],
  ['/ordering', '/ordering/empty'],
  // The overview of an empty cart is the empty cart (ordering.spec.ts shows a full one).
  ['/ordering/overview', '/ordering/empty'],
  ['/aas', '/aas/order'],
  ['/m365/scheduler', '/m365/scheduler/planner'],
]

const ERROR_PAGES: [code: number, title: string][] = [
  [400, 'Bad request'],
  [401, 'Not signed in'],
  [403, 'No access'],
  [404, 'Page not found'],
  [500, 'Something went wrong'],
  [503, 'Service unavailable'],
]

const portal = usePortal()
let admin: { shell: Shell; page: Page }
beforeAll(async () => {
  admin = await portal.signIn('admin')
})

const areas = [...new Set(PAGES.map(([path]) => path.split('/')[1] ?? ''))]

describe('every route of the spec table', () => {
  it.each(areas)('/%s…: each page has its title, inside the backend layout', async (area) => {
    const { shell, page } = admin
    for (const [path, title] of PAGES.filter(([p]) => p.split('/')[1] === area)) {
      await shell.navigate(path)
      await shell.waitForPage(path, `${title} - Portico`).catch(async () => {
        throw new Error(`${path}: at ${new URL(page.url()).pathname}, titled "${await page.title()}"`)
      })
      expect(await page.getByTestId('header').count(), path).toBe(1)
      if (!path.includes('/view/') && !/\d$/.test(path)) {
        expect(await page.getByTestId('error-404').count(), path).toBe(0)
      }
    }
  })

  it('the default paths redirect (spec 9)', async () => {
    const { shell, page } = admin
    for (const [from, to] of REDIRECTS) {
      await shell.navigate(from)
      const title = PAGES.find(([path]) => path === to)?.[1]
      await shell.waitForPage(to, `${title} - Portico`).catch(async () => {
        throw new Error(`${from}: at ${new URL(page.url()).pathname}, expected ${to}`)
      })
    }
  })

  it('the misspelt profile path and the correct one both show the profile', async () => {
    const { shell, page } = admin
    for (const path of ['/company/peofile', '/company/profile']) {
      await shell.navigate(path)
      await shell.waitForPage(path, 'Profile - Portico')
      await page.locator('#main-content').getByText('admin@example.com').first().waitFor()
    }
  })

  it('an unknown path inside the portal shows the 404 page in the layout', async () => {
    const { shell, page } = admin
    await shell.navigate('/no/such/page')
    await shell.waitForPage('/no/such/page', 'Page not found - Portico')
    await page.getByTestId('error-404').waitFor()
  })

  it('every navigation scrolls to the top', async () => {
    const { shell, page } = admin
    await shell.navigate('/finances/reports')
    await shell.waitForPage('/finances/reports', 'Reports - Portico')
    await page.evaluate(() => {
      const main = document.getElementById('main-content')
      if (main) main.style.minHeight = '4000px'
      window.scrollTo(0, 1500)
    })
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByTestId('logo').click()
    await shell.waitForPage('/', 'Dashboard - Portico')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => document.getElementById('main-content')?.style.removeProperty('min-height'))
  })

  it('a progress bar runs while a page is being loaded, and goes away after', async () => {
    const { page, shell } = await portal.signIn('jane')
    // Hold back the placeholder page (not loaded yet in this fresh page) until the bar is seen.
    const loading = await holdRequests(page, '**/assets/PlaceholderPage-*.js')
    await shell.navigate('/finances/price-list')
    await page.getByTestId('nav-progress').waitFor({ state: 'attached', timeout: 2_000 })
    loading.release()
    await shell.waitForPage('/finances/price-list', 'Price list - Portico')
    await page.getByTestId('nav-progress').waitFor({ state: 'detached' })
  })
})

describe('error pages', () => {
  it.each(ERROR_PAGES)('/errors/%i has its own page in the plain layout', async (code, title) => {
    const { page, context } = await portal.newPage()
    await page.goto(`${portal.baseUrl}/errors/${code}`)
    await page.getByTestId(`error-${code}`).waitFor()
    expect(await page.title()).toBe(`${title} - Portico`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title)
    // Plain layout: no header, sidebar or footer.
    expect(await page.getByTestId('header').count()).toBe(0)
    expect(await page.getByTestId('footer').count()).toBe(0)
    await context.close()
  })

  it('an unknown path shows 404 without signing in', async () => {
    const { page, context } = await portal.newPage()
    await page.goto(`${portal.baseUrl}/this/does/not/exist`)
    await page.getByTestId('error-404').waitFor()
    expect(await page.title()).toBe('Page not found - Portico')
    await context.close()
  })

  it('a page the user may not see shows the 403 page inside the layout', async () => {
    const { page, shell } = await portal.signIn('jane')
    await shell.navigate('/admin/feedback')
    await page.getByTestId('error-403').waitFor()
    expect(await page.getByTestId('header').count()).toBe(1)
  })
})
