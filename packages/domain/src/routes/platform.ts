import type { AreaRouteTable } from './types.ts'

/** Pages outside any area: signing in. */
export const platformRouteTable = {
  paths: {
    'sign-in': '/sign-in',
  },
  redirects: {},
  menuPrefixes: [],
} as const satisfies AreaRouteTable
