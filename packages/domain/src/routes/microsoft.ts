import type { AreaRouteTable } from './types.ts'

/** Microsoft 365, with the licence planner (M365 scheduler). */
export const microsoftRouteTable = {
  paths: {
    'microsoft-order': '/microsoft/order',
    'microsoft-subscriptions': '/microsoft/subscriptions',
    'microsoft-tenants': '/microsoft/tenants',
    'scheduler-planner': '/m365/scheduler/planner',
    'scheduler-users': '/m365/scheduler/users',
  },
  redirects: {
    '/microsoft': '/microsoft/tenants',
    '/m365/scheduler': '/m365/scheduler/planner',
  },
  menuPrefixes: ['/microsoft'],
} as const satisfies AreaRouteTable
