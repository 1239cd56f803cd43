import { lazyPages, pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))
const [shop, list, order] = [page('ShopPage'), page('OrderListPage'), page('OrderPage')]
const selfservice = page('SelfServicePage')

/** Each service area's order page is this shop limited to the area's catalogue categories (shopScope.ts). */
export const shopPage = shop

/** Ordering: the shop, the cart, the order pages of a company, and the staff's order list. */
export const ordersRoutes = [
  ...pageRoutes([
    // Spec 2: /selfservice and /selfservice/internet are the same page: what can be changed or ordered.
    { path: '/selfservice', name: 'selfservice-order', title: 'routes.selfservice', page: selfservice },
    { path: '/selfservice/internet', title: 'routes.selfservice', page: selfservice },
    { path: '/ordering/empty', title: 'routes.orderingEmpty', page: page('EmptyCartPage') },
    { path: '/ordering/overview', title: 'routes.orderingOverview', page: page('CartPage') },
    { path: '/ordering/configure/:product', title: 'routes.orderingConfigure', page: page('ConfigurePage') },
    { path: '/ordering/completed/:order', title: 'routes.orderingCompleted', page: order },
    { path: '/finances/orders', name: 'finances-orders', title: 'routes.financesOrders', page: list },
    { path: '/finances/orders/:order', title: 'routes.financesOrder', page: order },
  ]),
  ...pageRoutes(
    [
      { path: '/admin/orders', name: 'admin-orders', title: 'routes.adminOrders', page: list },
      { path: '/admin/orders/view/:order', title: 'routes.adminOrder', page: order },
    ],
    { permission: staffOnly },
  ),
]
