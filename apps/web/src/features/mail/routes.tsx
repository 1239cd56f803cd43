import { pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

/** Staff read every mail the portal wrote (issue 4.4): the outbox when no SMTP server is configured. */
export const mailRoutes = pageRoutes([
  {
    path: '/admin/mail',
    name: 'admin-mail',
    title: 'routes.mailOutbox',
    page: () => import('./pages/MailOutboxPage.tsx'),
    permission: staffOnly,
  },
])
