import type { AreaRouteTable } from './types.ts'

/** Hosted services (web hosting, servers, databases, storage). */
export const hostingRouteTable = {
  paths: {
    'hosted-order': '/hosted/order',
    'hosted-webhosting': '/hosted/webhosting',
    'hosted-servers': '/hosted/servers',
    'hosted-vpses': '/hosted/vpses',
    'hosted-databases': '/hosted/databases',
    'hosted-storage': '/hosted/storage',
  },
  redirects: {
    '/hosted': '/hosted/list',
  },
  menuPrefixes: ['/hosted'],
} as const satisfies AreaRouteTable
