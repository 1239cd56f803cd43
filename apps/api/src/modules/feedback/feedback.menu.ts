import { type AreaMenu, menuItem } from '../../lib/menu.ts'

export const feedbackMenu: AreaMenu = () => [
  {
    section: 'admin',
    position: 30,
    nodes: [menuItem('menu.admin.feedback', 'admin-feedback', 'message-report')],
  },
]
