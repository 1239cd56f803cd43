import { lazyPages, pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

/** Staff watch the job queue: queues, failed jobs, retries. */
export const jobsRoutes = pageRoutes(
  [{ path: '/admin/jobs', name: 'admin-jobs', title: 'routes.jobs', page: page('JobsPage') }],
  { permission: staffOnly },
)
