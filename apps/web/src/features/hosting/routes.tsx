import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { shopPage as shop } from '../orders/routes.tsx'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

export const hostingRoutes = pageRoutes([
  // Spec 9 redirects /hosted to /hosted/list, which the route table does not list: an overview lives here.
  { path: '/hosted/list', title: 'routes.hostedList', page: page('HostedListPage') },
  { path: '/hosted/order', name: 'hosted-order', title: 'routes.hostedOrder', page: shop },
  { path: '/hosted/order/:category', title: 'routes.hostedOrder', page: shop },
  {
    path: '/hosted/webhosting',
    name: 'hosted-webhosting',
    title: 'routes.hostedWebhosting',
    page: page('WebHostingListPage'),
  },
  // A package is ordered for a domain, as SSL orders for a name (not a spec path, like /domains/certificates/order).
  {
    path: '/hosted/webhosting/order',
    title: 'routes.hostedWebhostingOrder',
    page: page('WebHostingOrderPage'),
  },
  { path: '/hosted/webhosting/:hosting', title: 'routes.hostedWebhostingItem', page: page('WebHostingPage') },
  {
    path: '/hosted/servers',
    name: 'hosted-servers',
    title: 'routes.hostedServers',
    page: page('ServersPage'),
  },
  { path: '/hosted/vpses', name: 'hosted-vpses', title: 'routes.hostedVpses', page: page('VpsListPage') },
  { path: '/hosted/vpses/:vps', title: 'routes.hostedVps', page: page('VpsPage') },
  {
    path: '/hosted/databases',
    name: 'hosted-databases',
    title: 'routes.hostedDatabases',
    page: page('DatabasesPage'),
  },
  {
    path: '/hosted/storage',
    name: 'hosted-storage',
    title: 'routes.hostedStorage',
    page: page('StoragePage'),
  },
])
