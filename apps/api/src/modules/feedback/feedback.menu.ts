import { fixedMenu, menuEntry, menuItem } from '../../lib/menu.ts'

export const feedbackMenu = fixedMenu(
  menuEntry('admin', 30, menuItem('menu.admin.feedback', 'admin-feedback', 'message-report')),
)
