import { fixedMenu, menuEntry, menuItem } from '../../lib/menu.ts'

export const jobsMenu = fixedMenu(
  menuEntry('admin', 50, menuItem('menu.admin.jobs', 'admin-jobs', 'list-check')),
)
