import { type AreaMenu, menuGroup, menuItem } from '../../lib/menu.ts'

export const hostingMenu: AreaMenu = () => [
  {
    section: 'services',
    position: 30,
    nodes: [
      menuGroup('menu.hosted', 'server', '/hosted', [
        menuItem('menu.hosted.order', 'hosted-order'),
        menuItem('menu.hosted.webhosting', 'hosted-webhosting'),
        menuItem('menu.hosted.servers', 'hosted-servers'),
        menuItem('menu.hosted.databases', 'hosted-databases'),
        menuItem('menu.hosted.storage', 'hosted-storage'),
      ]),
    ],
  },
]
