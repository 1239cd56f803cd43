import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const customerPages = {
  list: () => import('./pages/RecordListPage.tsx'),
  form: () => import('./pages/RecordFormPage.tsx'),
  view: () => import('./pages/RecordViewPage.tsx'),
  part: () => import('./pages/PartPage.tsx'),
  service: () => import('./pages/ServicePage.tsx'),
}

/** Spec 2 customers. The API scopes the data: staff see all, a reseller's users their own customers. */
const customerRecordRoutes = pageRoutes([
  { path: '/customers/active', name: 'customers', title: 'routes.customers', page: customerPages.list },
  {
    path: '/customers/archived',
    name: 'customers-archived',
    title: 'routes.customersArchived',
    page: customerPages.list,
  },
  {
    path: '/customers/create',
    name: 'customer-create',
    title: 'routes.customerCreate',
    page: customerPages.form,
  },
  { path: '/customers/view/:customer', title: 'routes.customer', page: customerPages.view },
  { path: '/customers/edit/:customer', title: 'routes.customerEdit', page: customerPages.form },
  {
    path: '/customers/view/:customer/locations/:location',
    title: 'routes.customerLocation',
    page: customerPages.part,
  },
  {
    path: '/customers/view/:customer/contacts/:contact',
    title: 'routes.customerContact',
    page: customerPages.part,
  },
  {
    path: '/customers/view/:customer/services/:service',
    title: 'routes.customerService',
    page: customerPages.service,
  },
  { path: '/customers/view/:customer/:page', title: 'routes.customer', page: customerPages.view },
])

/**
 * Spec 2 resellers reuse the customer screens. Edit, contact and location pages are not in the spec's
 * table for resellers, but the tabs link to them, so they exist here under /resellers too.
 */
const resellerRoutes = pageRoutes([
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

/** The customers area: customers and resellers (the same screens, another kind). */
export const customerRoutes = [...customerRecordRoutes, ...resellerRoutes]
