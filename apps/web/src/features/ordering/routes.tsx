import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const orderingRoutes = pageRoutes([
  { path: '/ordering/empty', title: 'routes.orderingEmpty' },
  { path: '/ordering/overview', title: 'routes.orderingOverview' },
  { path: '/ordering/configure/:product', title: 'routes.orderingConfigure' },
  { path: '/ordering/completed/:order', title: 'routes.orderingCompleted' },
])
