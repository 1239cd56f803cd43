import { fixedMenu, menuEntry, menuItem } from '../../lib/menu.ts'

export const catalogMenu = fixedMenu(
  menuEntry('admin', 20, menuItem('menu.admin.catalog', 'catalog-products', 'package')),
)
