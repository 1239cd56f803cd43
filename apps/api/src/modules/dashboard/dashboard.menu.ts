import { type AreaMenu, menuItem } from '../../lib/menu.ts'

export const dashboardMenu: AreaMenu = () => [
  { section: 'start', position: 10, nodes: [menuItem('menu.dashboard', 'landing', 'dashboard')] },
]
