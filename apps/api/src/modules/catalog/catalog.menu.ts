import { type AreaMenu, menuGroup, menuItem } from '../../lib/menu.ts'

export const catalogMenu: AreaMenu = () => [
  {
    section: 'admin',
    position: 20,
    nodes: [
      menuGroup('menu.admin.catalog', 'package', '/admin/catalog', [
        menuItem('menu.admin.catalog.products', 'catalog-products'),
        menuItem('menu.admin.catalog.promotions', 'catalog-promotions'),
      ]),
    ],
  },
]
