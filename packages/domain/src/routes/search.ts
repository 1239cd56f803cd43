import type { AreaRouteTable } from './types.ts'

/** The header search's results page. */
export const searchRouteTable = {
  paths: {
    search: '/backend/pages/generic/search',
  },
  redirects: {},
  menuPrefixes: [],
} as const satisfies AreaRouteTable
