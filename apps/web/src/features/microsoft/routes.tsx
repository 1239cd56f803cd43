import { pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { shopPage as shop } from '../orders/routes.tsx'

/** Microsoft 365: orders, subscriptions, tenants, and the licence planner (M365 scheduler). */
export const microsoftRoutes = pageRoutes([
  { path: '/microsoft/order', name: 'microsoft-order', title: 'routes.microsoftOrder', page: shop },
  { path: '/microsoft/order/:category', title: 'routes.microsoftOrder', page: shop },
  {
    path: '/microsoft/subscriptions',
    name: 'microsoft-subscriptions',
    title: 'routes.microsoftSubscriptions',
  },
  { path: '/microsoft/subscriptions/:subscription', title: 'routes.microsoftSubscription' },
  { path: '/microsoft/tenants', name: 'microsoft-tenants', title: 'routes.microsoftTenants' },
  { path: '/m365/scheduler/planner', name: 'scheduler-planner', title: 'routes.schedulerPlanner' },
  { path: '/m365/scheduler/planner/:user', title: 'routes.schedulerPlannerUser' },
  { path: '/m365/scheduler/users', name: 'scheduler-users', title: 'routes.schedulerUsers' },
  { path: '/m365/scheduler/users/add', title: 'routes.schedulerUserAdd' },
  { path: '/m365/scheduler/users/:user', title: 'routes.schedulerUser' },
  { path: '/m365/scheduler/users/:user/schedule', title: 'routes.schedulerUserSchedule' },
])
