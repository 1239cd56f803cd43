import { ROLES } from '@portico/domain'
import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

const staff = { any_roles: [ROLES.superAdmin, ROLES.staff] }
const pages = {
  shop: () => import('./pages/ShopPage.tsx'),
  configure: () => import('./pages/ConfigurePage.tsx'),
  cart: () => import('./pages/CartPage.tsx'),
  empty: () => import('./pages/EmptyCartPage.tsx'),
  list: () => import('./pages/OrderListPage.tsx'),
  order: () => import('./pages/OrderPage.tsx'),
}

/** Ordering: the shop, the cart, the order pages of a company, and the staff's order list. */
export const ordersRoutes = pageRoutes([
  // Spec 2: /selfservice and /selfservice/internet are the same page.
  { path: '/selfservice', name: 'selfservice-order', title: 'routes.selfservice', page: pages.shop },
  { path: '/selfservice/internet', title: 'routes.selfservice', page: pages.shop },
  { path: '/ordering/empty', title: 'routes.orderingEmpty', page: pages.empty },
  { path: '/ordering/overview', title: 'routes.orderingOverview', page: pages.cart },
  { path: '/ordering/configure/:product', title: 'routes.orderingConfigure', page: pages.configure },
  { path: '/ordering/completed/:order', title: 'routes.orderingCompleted', page: pages.order },
  { path: '/finances/orders', name: 'finances-orders', title: 'routes.financesOrders', page: pages.list },
  { path: '/finances/orders/:order', title: 'routes.financesOrder', page: pages.order },
  {
    path: '/admin/orders',
    name: 'admin-orders',
    title: 'routes.adminOrders',
    page: pages.list,
    permission: staff,
  },
  { path: '/admin/orders/view/:order', title: 'routes.adminOrder', page: pages.order, permission: staff },
])
