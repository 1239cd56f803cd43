import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const microsoftRoutes = pageRoutes([
  { path: '/microsoft/order', name: 'microsoft-order', title: 'routes.microsoftOrder' },
  { path: '/microsoft/order/:category', title: 'routes.microsoftOrder' },
  {
    path: '/microsoft/subscriptions',
    name: 'microsoft-subscriptions',
    title: 'routes.microsoftSubscriptions',
  },
  { path: '/microsoft/subscriptions/:subscription', title: 'routes.microsoftSubscription' },
  { path: '/microsoft/tenants', name: 'microsoft-tenants', title: 'routes.microsoftTenants' },
])
