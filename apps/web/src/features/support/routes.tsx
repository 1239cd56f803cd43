import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))
const tickets = page('TicketsPage')

/** Spec 2 support desk; /support/closed is a real list here, not the spec's placeholder. */
export const supportRoutes = pageRoutes([
  { path: '/support/new', name: 'support-new', title: 'routes.supportNew', page: page('NewTicketPage') },
  { path: '/support/open', name: 'support-open', title: 'routes.supportOpen', page: tickets },
  { path: '/support/ticket/:ticket', title: 'routes.supportTicket', page: tickets },
  { path: '/support/closed', name: 'support-closed', title: 'routes.supportClosed', page: tickets },
])
