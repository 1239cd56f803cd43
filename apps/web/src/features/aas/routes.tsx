import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** The area's order page is the orders shop limited to its catalogue categories (orders/shopScope.ts). */
const shop = () => import('../orders/pages/ShopPage.tsx')

export const aasRoutes = pageRoutes([
  { path: '/aas/order', name: 'aas-order-index', title: 'routes.aasOrder', page: shop },
  { path: '/aas/network', name: 'aas-network-index', title: 'routes.aasNetwork' },
  { path: '/aas/hardware', name: 'aas-hardware-index', title: 'routes.aasHardware' },
  { path: '/aas/infrastructure', name: 'aas-infrastructure-index', title: 'routes.aasInfrastructure' },
])
