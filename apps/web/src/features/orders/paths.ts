/** Paths of the ordering screens (spec 2: /selfservice, /ordering, /admin/orders, /finances/orders). */
export const orderPaths = {
  shop: () => '/selfservice',
  configure: (productId: string) => `/ordering/configure/${productId}`,
  cart: () => '/ordering/overview',
  empty: () => '/ordering/empty',
  completed: (orderId: string) => `/ordering/completed/${orderId}`,
  adminList: () => '/admin/orders',
  adminOrder: (orderId: string) => `/admin/orders/view/${orderId}`,
  list: () => '/finances/orders',
  order: (orderId: string) => `/finances/orders/${orderId}`,
}
