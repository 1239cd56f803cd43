import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const customerPages = {
  list: () => import('./pages/RecordListPage.tsx'),
  form: () => import('./pages/RecordFormPage.tsx'),
  view: () => import('./pages/RecordViewPage.tsx'),
  part: () => import('./pages/PartPage.tsx'),
  service: () => import('./pages/ServicePage.tsx'),
}

/** Spec 2 customers. The API scopes the data: staff see all, a reseller's users their own customers. */
export const customerRoutes = pageRoutes([
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
