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
    // Schedule: the planned changes on their timeline; Settings: the tenants' users and their licences.
    menuItem('menu.licensePlanner.schedule', 'scheduler-planner', 'calendar'),
    menuItem('menu.licensePlanner.settings', 'scheduler-users', 'settings'),
  ),
)
