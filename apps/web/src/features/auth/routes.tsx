import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

export const authRoutes = pageRoutes(
  [
    { path: '/sign-in', name: 'sign-in', title: 'routes.signIn', page: page('SignInPage') },
    // The callback is handled during start-up; arriving here later just goes home.
    { path: '/auth/callback', title: 'routes.signIn', page: page('CallbackPage') },
  ],
  { critical: true },
)
