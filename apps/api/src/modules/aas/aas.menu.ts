import { type AreaMenu, menuGroup, menuItem } from '../../lib/menu.ts'

export const aasMenu: AreaMenu = () => [
  {
    section: 'services',
    position: 10,
    nodes: [
      menuGroup('menu.aas', 'cloud', '/aas', [
        menuItem('menu.aas.order', 'aas-order-index'),
        menuItem('menu.aas.network', 'aas-network-index'),
        menuItem('menu.aas.infrastructure', 'aas-infrastructure-index'),
        menuItem('menu.aas.hardware', 'aas-hardware-index'),
      ]),
    ],
  },
]
