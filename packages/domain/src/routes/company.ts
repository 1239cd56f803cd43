import type { AreaRouteTable } from './types.ts'

/** The signed-in user's profile and their company's own pages. */
export const companyRouteTable = {
  paths: {
    'profile-details': '/company/peofile',
    'company-details': '/company/details',
    'company-contracts': '/company/contracts',
    'company-users': '/company/users',
    'company-branding': '/company/branding',
    'company-notifications': '/company/notifications',
    'company-orders': '/finances/orders',
  },
  redirects: {
    '/company': '/company/details',
  },
  menuPrefixes: ['/company'],
} as const satisfies AreaRouteTable
