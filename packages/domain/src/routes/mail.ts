import type { AreaRouteTable } from './types.ts'

/** The mail outbox (staff). */
export const mailRouteTable = {
  paths: {
    'admin-mail': '/admin/mail',
  },
  redirects: {},
  menuPrefixes: [],
} as const satisfies AreaRouteTable
