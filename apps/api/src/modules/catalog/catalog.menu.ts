import { groupMenu } from '../../lib/menu.ts'

/**
 * The catalogue's administration (staff): products, promotions, TLDs (pages of the domains area) and
 * the cloud marketplace.
 */
export const catalogMenu = groupMenu('admin', 20, 'menu.admin.catalog', 'package', '/admin/catalog', {
  products: 'catalog-products',
  promotions: 'catalog-promotions',
  tlds: 'catalog-tlds',
  ssl: 'catalog-ssl',
  cloud: 'catalog-cloud',
})
