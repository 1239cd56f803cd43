import { domainPaths } from '../domains/domainPaths.ts'
import { hostingPaths } from '../hosting/paths.ts'
import { sslPaths } from '../ssl/paths.ts'

/**
 * Products whose adapter needs more than a cart line are ordered on their area's page, which asks for
 * it: a Microsoft tenant, the domain of a hosting package or certificate, the address of an internet
 * line. The shop sends them there instead of to the plain configure page.
 */
const AREA_ORDER_PAGES: Record<string, () => string> = {
  microsoft: () => '/microsoft/order',
  hosting: hostingPaths.order,
  ssl: sslPaths.order,
  registrar: domainPaths.check,
  connectivity: () => '/connectivity/internet',
}

/** Where a product of this adapter is ordered, when not through the configure page. */
export const areaOrderPage = (adapter: string): string | undefined => AREA_ORDER_PAGES[adapter]?.()
