import { fixedMenu, menuEntry, menuItem } from '../../lib/menu.ts'

export const dashboardMenu = fixedMenu(
  menuEntry('start', 10, menuItem('menu.dashboard', 'landing', 'dashboard')),
)
