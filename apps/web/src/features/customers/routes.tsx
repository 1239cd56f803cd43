import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** Spec 2 customers; pages arrive with the customers issue. */
export const customerRoutes = pageRoutes([
  { path: '/customers/active', name: 'customers', title: 'routes.customers' },
  { path: '/customers/archived', name: 'customers-archived', title: 'routes.customersArchived' },
  { path: '/customers/create', name: 'customer-create', title: 'routes.customerCreate' },
  { path: '/customers/view/:customer', title: 'routes.customer' },
  { path: '/customers/edit/:customer', title: 'routes.customerEdit' },
  { path: '/customers/view/:customer/locations/:location', title: 'routes.customerLocation' },
  { path: '/customers/view/:customer/contacts/:contact', title: 'routes.customerContact' },
  { path: '/customers/view/:customer/services/:service', title: 'routes.customerService' },
  { path: '/customers/view/:customer/:page', title: 'routes.customer' },
])
