import { lazyPages, pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

/** Staff read every mail the portal wrote (issue 4.4): the outbox when no SMTP server is configured. */
export const mailRoutes = pageRoutes(
  [{ path: '/admin/mail', name: 'admin-mail', title: 'routes.mailOutbox', page: page('MailOutboxPage') }],
  { permission: staffOnly },
)
