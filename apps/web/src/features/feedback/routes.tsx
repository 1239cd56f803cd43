import { pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

/** Staff list of feedback reports (issue 3.10). */
export const feedbackRoutes = pageRoutes([
  {
    path: '/admin/feedback',
    name: 'admin-feedback',
    title: 'routes.feedback',
    page: () => import('./pages/FeedbackListPage.tsx'),
    permission: staffOnly,
  },
])
