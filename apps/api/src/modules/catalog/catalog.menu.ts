import { groupMenu } from '../../lib/menu.ts'

/** The catalogue's administration (staff): products and promotions. */
export const catalogMenu = groupMenu('admin', 20, 'menu.admin.catalog', 'package', '/admin/catalog', {
  products: 'catalog-products',
  promotions: 'catalog-promotions',
})
