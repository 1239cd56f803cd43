/**
 * Catalog area, start-up strings (menu labels, page titles, parts of the shell): The product catalogue (staff).
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    catalogProducts: 'Products',
    catalogProductForm: 'Product',
    catalogPromotions: 'Promotions',
    catalogTlds: 'Top-level domains',
    catalogTldForm: 'Top-level domain',
    catalogSsl: 'SSL certificates',
    catalogSslForm: 'SSL certificate',
    catalogCloud: 'Cloud products',
    catalogCloudForm: 'Cloud product',
  },
  'menu.admin.catalog.products': 'Products',
  'menu.admin.catalog.promotions': 'Promotions',
  'menu.admin.catalog.tlds': 'Top-level domains',
  'menu.admin.catalog.cloud': 'Cloud marketplace',
  'menu.admin.catalog': 'Catalogue',
}

export default en
