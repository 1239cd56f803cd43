import type { AreaRouteTable } from './types.ts'

/** Customers and resellers. */
export const customersRouteTable = {
  paths: {
    customers: '/customers/active',
    'customers-archived': '/customers/archived',
    'customer-create': '/customers/create',
    resellers: '/resellers/active',
    'resellers-archived': '/resellers/archived',
    'reseller-create': '/resellers/create',
  },
  redirects: {
    '/customers': '/customers/active',
    '/resellers': '/resellers/active',
  },
  menuPrefixes: ['/customers', '/resellers'],
} as const satisfies AreaRouteTable
