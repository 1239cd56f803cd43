import { type AreaMenu, menuHeading, menuItem } from '../../lib/menu.ts'

/** Ordering for customers (self-service), the order list for staff. */
export const ordersMenu: AreaMenu = () => [
  {
    section: 'services',
    position: 70,
    nodes: [
      menuHeading('menu.selfservice'),
      menuItem('menu.selfservice.browse', 'selfservice-order', 'shopping-cart'),
    ],
  },
  { section: 'admin', position: 10, nodes: [menuItem('menu.admin.orders', 'admin-orders', 'shopping-cart')] },
]
