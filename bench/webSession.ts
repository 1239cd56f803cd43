import { restoreTab, signInTab, type TabSession } from '../e2e/support/tabSession.ts'

/** The demo provider's staff account (super-admin and staff) the signed-in pages are measured as. */
const STAFF = { email: 'admin@example.com', password: 'admin' }

/** The main pages as staff see them; the sign-in page is measured signed out. */
export const SIGNED_IN_PAGES = {
  dashboard: '/',
  customers: '/customers/active',
  invoices: '/billing/invoices',
  domains: '/domains/list',
  shop: '/hosted/order',
}

/** Ten main pages for pa11y: the sign-in page and nine signed in. */
export const A11Y_PAGES = [
  '/sign-in',
  ...Object.values(SIGNED_IN_PAGES),
  '/finances/orders',
  '/support/open',
  '/support/new',
  '/company/details',
]

/** A browser tab: Puppeteer's Page, as much of it as both Puppeteer versions here share. */
type Tab = {
  evaluateOnNewDocument<A extends unknown[]>(fn: (...args: A) => void, ...args: A): Promise<unknown>
}

/** Signs the staff account in once (through the IdP's form over HTTP, as the e2e tests do). */
export function signInStaff(baseUrl: string): Promise<TabSession> {
  return signInTab(baseUrl, STAFF.email, STAFF.password)
}

/**
 * Prepares a new tab: the saved sign-in in its sessionStorage (as a restored tab has it, decision
 * 0024) unless `session` is null, and the language chosen in the portal's language menu.
 */
export async function prepareTab(tab: Tab, session: TabSession | null, language: 'en' | 'nl') {
  if (session) await tab.evaluateOnNewDocument(restoreTab, session.tab)
  await tab.evaluateOnNewDocument((value: string) => {
    try {
      window.localStorage.setItem('portico.locale', value)
    } catch {
      // about:blank has no storage of the portal's origin
    }
  }, language)
}
