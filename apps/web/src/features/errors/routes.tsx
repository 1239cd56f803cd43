import { pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { ERROR_CODES } from '../../shared/ui/ErrorView.tsx'

const errorPage = () => import('./pages/ErrorPage.tsx')

/** Spec 2: /errors/400 … /errors/503, and unknown paths (404). */
export const errorRoutes = pageRoutes([
  ...ERROR_CODES.map((code) => ({
    path: `/errors/${code}`,
    title: `errors.${code}.title`,
    page: errorPage,
    critical: true,
  })),
  { path: '*', title: 'errors.404.title', page: errorPage, critical: true },
])
