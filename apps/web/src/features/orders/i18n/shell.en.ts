/**
 * Orders area, start-up strings (menu labels, page titles, parts of the shell): The self-service shop, the cart and ordering pages, the staff's order list.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    financesOrders: 'Orders',
    financesOrder: 'Order',
    adminOrders: 'Orders',
    adminOrder: 'Order',
    selfservice: 'Selfservice',
    orderingEmpty: 'Shopping cart',
    orderingOverview: 'Order overview',
    orderingConfigure: 'Configure product',
    orderingCompleted: 'Order completed',
  },
  'menu.selfservice': 'Selfservice',
  'menu.selfservice.browse': 'Browse',
  'menu.admin.orders': 'Orders',
}

export default en
