import { fixedMenu, menuEntry, menuItem } from '../../lib/menu.ts'

export const mailMenu = fixedMenu(menuEntry('admin', 40, menuItem('menu.admin.mail', 'admin-mail', 'mail')))
