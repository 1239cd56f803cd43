import { type AreaMenu, menuItem } from '../../lib/menu.ts'

export const mailMenu: AreaMenu = () => [
  { section: 'admin', position: 40, nodes: [menuItem('menu.admin.mail', 'admin-mail', 'mail')] },
]
