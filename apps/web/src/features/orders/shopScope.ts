import { CATALOG_CATEGORIES, type CatalogCategory } from '@portico/contracts'

/** What a shop page sells: its catalogue categories and its title key; `notFound` for an unknown kind. */
export type ShopScope = { categories: readonly CatalogCategory[]; title: string; notFound?: boolean }

const HOSTING_KINDS = ['web', 'vps', 'server', 'database', 'storage'] as const
const inGroup = (prefix: string) =>
  CATALOG_CATEGORIES.filter((c) => c === prefix || c.startsWith(`${prefix}.`))

/**
 * The shop of an area's order page (/aas/order, /hosted/order[/:category], /microsoft/order[/:category],
 * /connectivity/order): only that area's categories, under the area's title. Anything else
 * (/selfservice) is the whole shop.
 */
export function shopScope(pathname: string, category?: string): ShopScope {
  const area = pathname.split('/')[1]
  if (area === 'aas') return { categories: inGroup('aas'), title: 'routes.aasOrder' }
  if (area === 'connectivity')
    return { categories: inGroup('connectivity'), title: 'routes.connectivityOrder' }
  // Microsoft is one category; /microsoft/order/:category (spec: m365) shows the same shop.
  if (area === 'microsoft') return { categories: inGroup('microsoft'), title: 'routes.microsoftOrder' }
  if (area === 'hosted') {
    if (category === undefined) return { categories: inGroup('hosting'), title: 'routes.hostedOrder' }
    const kind = HOSTING_KINDS.find((k) => k === category)
    return kind
      ? { categories: [`hosting.${kind}`], title: 'routes.hostedOrder' }
      : { categories: [], title: 'routes.hostedOrder', notFound: true }
  }
  // A domain is ordered by its name, from the domain check (/domains/check), not as a bare product.
  return { categories: CATALOG_CATEGORIES.filter((c) => c !== 'domains.tld'), title: 'routes.selfservice' }
}
