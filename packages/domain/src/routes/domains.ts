import type { AreaRouteTable } from './types.ts'

/** Domain names. */
export const domainsRouteTable = {
  paths: {
    'domains-index': '/domains/list',
    'domains-check': '/domains/check',
    'domain-contacts': '/domains/contacts',
    'domains-presets': '/domains/presets',
  },
  redirects: {
    '/domains': '/domains/list',
  },
  menuPrefixes: ['/domains'],
} as const satisfies AreaRouteTable
