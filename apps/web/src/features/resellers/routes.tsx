import { pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { customerPages } from '../customers/routes.tsx'

/**
 * Spec 2 resellers reuse the customer screens. Edit, contact and location pages are not in the spec's
 * table for resellers, but the tabs link to them, so they exist here under /resellers too.
 */
export const resellerRoutes = pageRoutes([
  { path: '/resellers/active', name: 'resellers', title: 'routes.resellers', page: customerPages.list },
  {
    path: '/resellers/archived',
    name: 'resellers-archived',
    title: 'routes.resellersArchived',
    page: customerPages.list,
  },
  {
    path: '/resellers/create',
    name: 'reseller-create',
    title: 'routes.resellerCreate',
    page: customerPages.form,
  },
  { path: '/resellers/view/:customer', title: 'routes.reseller', page: customerPages.view },
  { path: '/resellers/edit/:customer', title: 'routes.resellerEdit', page: customerPages.form },
  {
    path: '/resellers/view/:customer/services/:service',
    title: 'routes.resellerService',
    page: customerPages.service,
  },
  {
    path: '/resellers/view/:customer/locations/:location',
    title: 'routes.resellerLocation',
    page: customerPages.part,
  },
  {
    path: '/resellers/view/:customer/contacts/:contact',
    title: 'routes.resellerContact',
    page: customerPages.part,
  },
  { path: '/resellers/view/:customer/:page', title: 'routes.reseller', page: customerPages.view },
])
