import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

export const dashboardRoutes = pageRoutes([
  { path: '/', name: 'landing', title: 'routes.landing', page: page('LandingPage'), critical: true },
])
