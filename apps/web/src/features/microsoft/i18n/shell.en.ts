/**
 * Microsoft area, start-up strings (menu labels, page titles, parts of the shell): Microsoft 365 and its licence planner.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    microsoftOrder: 'Order Microsoft services',
    microsoftSubscriptions: 'Microsoft subscriptions',
    microsoftSubscription: 'Microsoft subscription',
    microsoftTenants: 'Microsoft tenants',
    schedulerPlanner: 'License planner',
    schedulerPlannerUser: 'User plan',
    schedulerUsers: 'Planner users',
    schedulerUserAdd: 'Add planner user',
    schedulerUser: 'Planner user',
    schedulerUserSchedule: 'User schedule',
  },
  'menu.microsoft': 'Microsoft',
  'menu.microsoft.order': 'Order',
  'menu.microsoft.subscriptions': 'Subscriptions',
  'menu.microsoft.tenants': 'Tenants',
  'menu.licensePlanner': 'License Planner',
  'menu.licensePlanner.schedule': 'Schedule',
  'menu.licensePlanner.settings': 'Settings',
}

export default en
