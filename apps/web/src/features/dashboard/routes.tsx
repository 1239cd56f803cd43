import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const dashboardRoutes = pageRoutes([
  {
    path: '/',
    name: 'landing',
    title: 'routes.landing',
    page: () => import('./pages/LandingPage.tsx'),
    critical: true,
  },
])
