import type { AreaRouteTable } from './types.ts'

/** Digital connectivity. */
export const connectivityRouteTable = {
  paths: {
    'connectivity-order': '/connectivity/order',
    'connectivity-internet': '/connectivity/internet',
    'connectivity-voip': '/connectivity/voip',
    'connectivity-mobile': '/connectivity/mobile',
  },
  redirects: {},
  menuPrefixes: ['/connectivity'],
} as const satisfies AreaRouteTable
