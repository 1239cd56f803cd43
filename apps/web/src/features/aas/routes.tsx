import { pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { shopPage as shop } from '../orders/routes.tsx'

export const aasRoutes = pageRoutes([
  { path: '/aas/order', name: 'aas-order-index', title: 'routes.aasOrder', page: shop },
  { path: '/aas/network', name: 'aas-network-index', title: 'routes.aasNetwork' },
  { path: '/aas/hardware', name: 'aas-hardware-index', title: 'routes.aasHardware' },
  { path: '/aas/infrastructure', name: 'aas-infrastructure-index', title: 'routes.aasInfrastructure' },
])
