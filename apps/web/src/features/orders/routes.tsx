import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const adminOrderRoutes = pageRoutes([
  { path: '/admin/orders', name: 'admin-orders', title: 'routes.adminOrders' },
  { path: '/admin/orders/view/:order', title: 'routes.adminOrder' },
])
