import { type AreaMenu, menuGroup, menuHeading, menuItem } from '../../lib/menu.ts'

/** Microsoft 365, and below the other services the licence planner that belongs to it. */
export const microsoftMenu: AreaMenu = () => [
  {
    section: 'services',
    position: 40,
    nodes: [
      menuGroup('menu.microsoft', 'brand-windows', '/microsoft', [
        menuItem('menu.microsoft.order', 'microsoft-order'),
        menuItem('menu.microsoft.subscriptions', 'microsoft-subscriptions'),
        menuItem('menu.microsoft.tenants', 'microsoft-tenants'),
      ]),
    ],
  },
  {
    section: 'services',
    position: 60,
    nodes: [
      menuHeading('menu.licensePlanner'),
      // Spec section 2 names these targets as they are: Schedule -> selfservice-order, Settings -> connectivity-mobile.
      menuItem('menu.licensePlanner.schedule', 'selfservice-order', 'calendar'),
      menuItem('menu.licensePlanner.settings', 'connectivity-mobile', 'settings'),
    ],
  },
]
