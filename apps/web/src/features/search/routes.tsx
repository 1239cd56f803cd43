import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const searchRoutes = pageRoutes([
  {
    path: '/backend/pages/generic/search',
    name: 'search',
    title: 'routes.search',
    page: () => import('./pages/SearchPage.tsx'),
  },
])
