import type { AreaRouteTable } from './types.ts'

/** Feedback reports (staff). */
export const feedbackRouteTable = {
  paths: {
    'admin-feedback': '/admin/feedback',
  },
  redirects: {},
  menuPrefixes: [],
} as const satisfies AreaRouteTable
