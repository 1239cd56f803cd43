import { lazyPages, pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

/** Staff list of feedback reports (issue 3.10). */
export const feedbackRoutes = pageRoutes(
  [
    {
      path: '/admin/feedback',
      name: 'admin-feedback',
      title: 'routes.feedback',
      page: page('FeedbackListPage'),
    },
  ],
  { permission: staffOnly },
)
