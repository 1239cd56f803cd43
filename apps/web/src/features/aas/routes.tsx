import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { shopPage as shop } from '../orders/routes.tsx'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

export const aasRoutes = pageRoutes([
  { path: '/aas/order', name: 'aas-order-index', title: 'routes.aasOrder', page: shop },
  { path: '/aas/network', name: 'aas-network-index', title: 'routes.aasNetwork', page: page('NetworkPage') },
  {
    path: '/aas/hardware',
    name: 'aas-hardware-index',
    title: 'routes.aasHardware',
    page: page('HardwarePage'),
  },
  {
    path: '/aas/infrastructure',
    name: 'aas-infrastructure-index',
    title: 'routes.aasInfrastructure',
    page: page('InfrastructurePage'),
  },
])
