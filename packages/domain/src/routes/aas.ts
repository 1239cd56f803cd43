import type { AreaRouteTable } from './types.ts'

/** Network, infrastructure and hardware as a service. */
export const aasRouteTable = {
  paths: {
    'aas-order-index': '/aas/order',
    'aas-network-index': '/aas/network',
    'aas-hardware-index': '/aas/hardware',
    'aas-infrastructure-index': '/aas/infrastructure',
  },
  redirects: {
    '/aas': '/aas/order',
  },
  menuPrefixes: ['/aas'],
} as const satisfies AreaRouteTable
