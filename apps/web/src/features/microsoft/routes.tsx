import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

const pages = {
  subscriptions: () => import('./pages/SubscriptionsPage.tsx'),
  subscription: () => import('./pages/SubscriptionPage.tsx'),
  tenants: () => import('./pages/TenantsPage.tsx'),
  order: () => import('./pages/MicrosoftOrderPage.tsx'),
  planner: () => import('./pages/PlannerPage.tsx'),
  plannerUsers: () => import('./pages/SchedulerUsersPage.tsx'),
  plannerUserAdd: () => import('./pages/SchedulerUserAddPage.tsx'),
  plannerUser: () => import('./pages/SchedulerUserPage.tsx'),
  plannerSchedule: () => import('./pages/SchedulerSchedulePage.tsx'),
}

/** Microsoft 365: orders, subscriptions, tenants, and the licence planner (M365 scheduler). */
export const microsoftRoutes = pageRoutes([
  { path: '/microsoft/order', name: 'microsoft-order', title: 'routes.microsoftOrder', page: pages.order },
  { path: '/microsoft/order/:category', title: 'routes.microsoftOrder', page: pages.order },
  {
    path: '/microsoft/subscriptions',
    name: 'microsoft-subscriptions',
    title: 'routes.microsoftSubscriptions',
    page: pages.subscriptions,
  },
  {
    path: '/microsoft/subscriptions/:subscription',
    title: 'routes.microsoftSubscription',
    page: pages.subscription,
  },
  {
    path: '/microsoft/tenants',
    name: 'microsoft-tenants',
    title: 'routes.microsoftTenants',
    page: pages.tenants,
  },
  {
    path: '/m365/scheduler/planner',
    name: 'scheduler-planner',
    title: 'routes.schedulerPlanner',
    page: pages.planner,
  },
  { path: '/m365/scheduler/planner/:user', title: 'routes.schedulerPlannerUser', page: pages.planner },
  {
    path: '/m365/scheduler/users',
    name: 'scheduler-users',
    title: 'routes.schedulerUsers',
    page: pages.plannerUsers,
  },
  { path: '/m365/scheduler/users/add', title: 'routes.schedulerUserAdd', page: pages.plannerUserAdd },
  { path: '/m365/scheduler/users/:user', title: 'routes.schedulerUser', page: pages.plannerUser },
  {
    path: '/m365/scheduler/users/:user/schedule',
    title: 'routes.schedulerUserSchedule',
    page: pages.plannerSchedule,
  },
])
