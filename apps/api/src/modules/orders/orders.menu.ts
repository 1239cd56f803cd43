import { fixedMenu, menuEntry, menuHeading, menuItem } from '../../lib/menu.ts'

/** Ordering for customers (self-service), the order list for staff. */
export const ordersMenu = fixedMenu(
  menuEntry(
    'services',
    70,
    menuHeading('menu.selfservice'),
    menuItem('menu.selfservice.browse', 'selfservice-order', 'shopping-cart'),
  ),
  menuEntry('admin', 10, menuItem('menu.admin.orders', 'admin-orders', 'shopping-cart')),
)
