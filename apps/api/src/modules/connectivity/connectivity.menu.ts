import { type AreaMenu, menuGroup, menuItem } from '../../lib/menu.ts'

export const connectivityMenu: AreaMenu = () => [
  {
    section: 'services',
    position: 50,
    nodes: [
      menuGroup('menu.connectivity', 'network', '/connectivity', [
        menuItem('menu.connectivity.order', 'connectivity-order'),
        menuItem('menu.connectivity.internet', 'connectivity-internet'),
        menuItem('menu.connectivity.voip', 'connectivity-voip'),
        menuItem('menu.connectivity.mobile', 'connectivity-mobile'),
      ]),
    ],
  },
]
