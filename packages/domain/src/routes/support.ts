import type { AreaRouteTable } from './types.ts'

/** The support desk. */
export const supportRouteTable = {
  paths: {
    'support-new': '/support/new',
    'support-open': '/support/open',
    'support-closed': '/support/closed',
  },
  redirects: {
    '/support': '/support/open',
  },
  menuPrefixes: ['/support'],
} as const satisfies AreaRouteTable
