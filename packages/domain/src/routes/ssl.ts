import type { AreaRouteTable } from './types.ts'

/** SSL certificates (in the Domains menu group; the SSL catalogue's name is the catalogue's `catalog-ssl`). */
export const sslRouteTable = {
  paths: {
    'ssl-certificates': '/domains/certificates',
  },
  redirects: {},
  menuPrefixes: [],
} as const satisfies AreaRouteTable
