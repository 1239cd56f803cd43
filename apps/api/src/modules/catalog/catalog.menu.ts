import { type AreaMenu, menuItem } from '../../lib/menu.ts'

export const catalogMenu: AreaMenu = () => [
  { section: 'admin', position: 20, nodes: [menuItem('menu.admin.catalog', 'catalog-products', 'package')] },
]
