import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const supportRoutes = pageRoutes([
  { path: '/support/new', name: 'support-new', title: 'routes.supportNew' },
  { path: '/support/open', name: 'support-open', title: 'routes.supportOpen' },
  { path: '/support/ticket/:ticket', title: 'routes.supportTicket' },
  // Spec 2: "closed is a placeholder".
  { path: '/support/closed', name: 'support-closed', title: 'routes.supportClosed', placeholder: 'spec' },
])
