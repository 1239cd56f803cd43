import type { AreaRouteTable } from './types.ts'

/** The product catalogue (staff). */
export const catalogRouteTable = {
  paths: {
    'catalog-products': '/admin/catalog/products',
    'catalog-product-new': '/admin/catalog/products/form',
    'catalog-promotions': '/admin/catalog/promotions',
    'catalog-tlds': '/admin/catalog/tlds',
    'catalog-ssl': '/admin/catalog/realtime/ssl',
    'catalog-cloud': '/admin/catalog/ingram-cloud/products',
  },
  redirects: {},
  menuPrefixes: [],
} as const satisfies AreaRouteTable
