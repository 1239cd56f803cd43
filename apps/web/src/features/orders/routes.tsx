import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** Ordering: the self-service shop, the cart and ordering pages, and the staff's order list. */
export const ordersRoutes = pageRoutes([
  // Spec 2: /selfservice and /selfservice/internet are the same page.
  { path: '/selfservice', name: 'selfservice-order', title: 'routes.selfservice' },
  { path: '/selfservice/internet', title: 'routes.selfservice' },
  { path: '/ordering/empty', title: 'routes.orderingEmpty' },
  { path: '/ordering/overview', title: 'routes.orderingOverview' },
  { path: '/ordering/configure/:product', title: 'routes.orderingConfigure' },
  { path: '/ordering/completed/:order', title: 'routes.orderingCompleted' },
  { path: '/admin/orders', name: 'admin-orders', title: 'routes.adminOrders' },
  { path: '/admin/orders/view/:order', title: 'routes.adminOrder' },
])
