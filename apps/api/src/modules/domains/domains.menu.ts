import { type AreaMenu, menuGroup, menuItem } from '../../lib/menu.ts'

export const domainsMenu: AreaMenu = () => [
  {
    section: 'services',
    position: 20,
    nodes: [
      menuGroup('menu.domains', 'world', '/domains', [
        menuItem('menu.domains.list', 'domains-index'),
        menuItem('menu.domains.check', 'domains-check'),
        menuItem('menu.domains.contacts', 'domain-contacts'),
        menuItem('menu.domains.presets', 'domains-presets'),
      ]),
    ],
  },
]
