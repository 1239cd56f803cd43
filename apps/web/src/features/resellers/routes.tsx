import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** Spec 2 resellers: they reuse the customer show, create and service screens once those exist. */
export const resellerRoutes = pageRoutes([
  { path: '/resellers/active', name: 'resellers', title: 'routes.resellers' },
  { path: '/resellers/archived', name: 'resellers-archived', title: 'routes.resellersArchived' },
  { path: '/resellers/create', name: 'reseller-create', title: 'routes.resellerCreate' },
  { path: '/resellers/view/:customer', title: 'routes.reseller' },
  { path: '/resellers/view/:customer/services/:service', title: 'routes.resellerService' },
  { path: '/resellers/view/:customer/:page', title: 'routes.reseller' },
])
