import { pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

/** Staff watch the job queue: queues, failed jobs, retries. */
export const jobsRoutes = pageRoutes([
  {
    path: '/admin/jobs',
    name: 'admin-jobs',
    title: 'routes.jobs',
    page: () => import('./pages/JobsPage.tsx'),
    permission: staffOnly,
  },
])
