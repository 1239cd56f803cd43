import type { AreaRouteTable } from './types.ts'

/** The landing page. */
export const dashboardRouteTable = {
  paths: {
    landing: '/',
  },
  redirects: {},
  menuPrefixes: [],
} as const satisfies AreaRouteTable
