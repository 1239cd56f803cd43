import type { AreaRouteTable } from './types.ts'

/** The job queue (staff): queues, failed jobs, retries. */
export const jobsRouteTable = {
  paths: {
    'admin-jobs': '/admin/jobs',
  },
  redirects: {},
  menuPrefixes: [],
} as const satisfies AreaRouteTable
