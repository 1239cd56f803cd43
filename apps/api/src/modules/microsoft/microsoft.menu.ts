import { fixedMenu, menuEntry, menuGroup, menuHeading, menuItem } from '../../lib/menu.ts'

const microsoft = menuGroup('menu.microsoft', 'brand-windows', '/microsoft', {
  order: 'microsoft-order',
  subscriptions: 'microsoft-subscriptions',
  tenants: 'microsoft-tenants',
})

/** Microsoft 365, and below the other services the licence planner that belongs to it. */
export const microsoftMenu = fixedMenu(
  menuEntry('services', 40, microsoft),
  menuEntry(
    'services',
    60,
    menuHeading('menu.licensePlanner'),
    // Spec section 2 names these targets as they are: Schedule -> selfservice-order, Settings -> connectivity-mobile.
    menuItem('menu.licensePlanner.schedule', 'selfservice-order', 'calendar'),
    menuItem('menu.licensePlanner.settings', 'connectivity-mobile', 'settings'),
  ),
)
