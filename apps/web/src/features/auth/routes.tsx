import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const authRoutes = pageRoutes([
  {
    path: '/sign-in',
    name: 'sign-in',
    title: 'routes.signIn',
    page: () => import('./pages/SignInPage.tsx'),
    critical: true,
  },
  // The callback is handled during start-up; arriving here later just goes home.
  {
    path: '/auth/callback',
    title: 'routes.signIn',
    page: () => import('./pages/CallbackPage.tsx'),
    critical: true,
  },
])
