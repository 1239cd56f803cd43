import { pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { shopPage as shop } from '../orders/routes.tsx'

export const hostingRoutes = pageRoutes([
  // Spec 9 redirects /hosted to /hosted/list, which the route table does not list: an overview lives here.
  { path: '/hosted/list', title: 'routes.hostedList' },
  { path: '/hosted/order', name: 'hosted-order', title: 'routes.hostedOrder', page: shop },
  { path: '/hosted/order/:category', title: 'routes.hostedOrder', page: shop },
  { path: '/hosted/webhosting', name: 'hosted-webhosting', title: 'routes.hostedWebhosting' },
  { path: '/hosted/webhosting/:hosting', title: 'routes.hostedWebhostingItem' },
  { path: '/hosted/servers', name: 'hosted-servers', title: 'routes.hostedServers' },
  { path: '/hosted/vpses', name: 'hosted-vpses', title: 'routes.hostedVpses' },
  { path: '/hosted/vpses/:vps', title: 'routes.hostedVps' },
  { path: '/hosted/databases', name: 'hosted-databases', title: 'routes.hostedDatabases' },
  { path: '/hosted/storage', name: 'hosted-storage', title: 'routes.hostedStorage' },
])
