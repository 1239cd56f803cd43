import { groupMenu } from '../../lib/menu.ts'

/** The catalogue's administration (staff): products, promotions and the cloud marketplace. */
export const catalogMenu = groupMenu('admin', 20, 'menu.admin.catalog', 'package', '/admin/catalog', {
  products: 'catalog-products',
  promotions: 'catalog-promotions',
  cloud: 'catalog-cloud',
})
