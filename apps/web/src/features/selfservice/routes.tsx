import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** Spec 2: /selfservice and /selfservice/internet are the same page. */
export const selfserviceRoutes = pageRoutes([
  { path: '/selfservice', name: 'selfservice-order', title: 'routes.selfservice' },
  { path: '/selfservice/internet', title: 'routes.selfservice' },
])
