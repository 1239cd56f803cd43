import { type AreaMenu, menuGroup, menuItem, withBadge } from '../../lib/menu.ts'
import { countOpenTickets } from './tickets.repository.ts'

/** The support desk, with the number of open tickets beside it. */
export const supportMenu: AreaMenu = async (ctx) => {
  const open = await countOpenTickets(ctx)
  const group = menuGroup('menu.support', 'lifebuoy', '/support', [
    menuItem('menu.support.new', 'support-new'),
    withBadge(menuItem('menu.support.open', 'support-open'), open),
    menuItem('menu.support.closed', 'support-closed'),
  ])
  return [{ section: 'general', position: 10, nodes: [withBadge(group, open)] }]
}
