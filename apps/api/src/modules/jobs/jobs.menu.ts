import { type AreaMenu, menuItem } from '../../lib/menu.ts'

export const jobsMenu: AreaMenu = () => [
  { section: 'admin', position: 50, nodes: [menuItem('menu.admin.jobs', 'admin-jobs', 'list-check')] },
]
