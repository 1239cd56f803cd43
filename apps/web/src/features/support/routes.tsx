import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

const pages = {
  tickets: () => import('./pages/TicketsPage.tsx'),
  create: () => import('./pages/NewTicketPage.tsx'),
}

/** Spec 2 support desk; /support/closed is a real list here, not the spec's placeholder. */
export const supportRoutes = pageRoutes([
  { path: '/support/new', name: 'support-new', title: 'routes.supportNew', page: pages.create },
  { path: '/support/open', name: 'support-open', title: 'routes.supportOpen', page: pages.tickets },
  { path: '/support/ticket/:ticket', title: 'routes.supportTicket', page: pages.tickets },
  { path: '/support/closed', name: 'support-closed', title: 'routes.supportClosed', page: pages.tickets },
])
