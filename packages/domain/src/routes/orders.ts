import type { AreaRouteTable } from './types.ts'

/** The self-service shop, the cart and ordering pages, the staff's order list. */
export const ordersRouteTable = {
  paths: {
    'admin-orders': '/admin/orders',
    'selfservice-order': '/selfservice',
  },
  redirects: {
    '/ordering': '/ordering/empty',
  },
  menuPrefixes: [],
} as const satisfies AreaRouteTable
