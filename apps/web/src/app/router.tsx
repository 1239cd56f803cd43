import { ROUTE_REDIRECTS } from '@portico/domain'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { aasRoutes } from '../features/aas/routes.tsx'
import { authRoutes } from '../features/auth/routes.tsx'
import { billingRoutes } from '../features/billing/routes.tsx'
import { catalogRoutes } from '../features/catalog/routes.tsx'
import { companyRoutes } from '../features/company/routes.tsx'
import { connectivityRoutes } from '../features/connectivity/routes.tsx'
import { customerRoutes } from '../features/customers/routes.tsx'
import { dashboardRoutes } from '../features/dashboard/routes.tsx'
import { domainsRoutes } from '../features/domains/routes.tsx'
import { errorRoutes } from '../features/errors/routes.tsx'
import { feedbackRoutes } from '../features/feedback/routes.tsx'
import { hostingRoutes } from '../features/hosting/routes.tsx'
import { jobsRoutes } from '../features/jobs/routes.tsx'
import { mailRoutes } from '../features/mail/routes.tsx'
import { microsoftRoutes } from '../features/microsoft/routes.tsx'
import { ordersRoutes } from '../features/orders/routes.tsx'
import { paymentsRoutes } from '../features/payments/routes.tsx'
import { searchRoutes } from '../features/search/routes.tsx'
import { sslRoutes } from '../features/ssl/routes.tsx'
import { supportRoutes } from '../features/support/routes.tsx'
import { PlainLayout } from '../shared/layout/PlainLayout.tsx'
import { redirectRoutes } from '../shared/routing/pageRoutes.ts'
import { RouteErrorBoundary } from '../shared/routing/RouteErrorBoundary.tsx'
import { alwaysRevalidate, requireAuthLoader } from '../shared/routing/requireAuth.ts'
import { RootLayout } from './RootLayout.tsx'
import { ShellLayout } from './ShellLayout.tsx'

/** Pages inside the backend layout, all behind the sign-in guard. One line per area. */
export const backendPages: RouteObject[] = [
  ...dashboardRoutes,
  ...searchRoutes,
  ...customerRoutes,
  ...billingRoutes,
  ...paymentsRoutes,
  ...ordersRoutes,
  ...aasRoutes,
  ...domainsRoutes,
  ...sslRoutes,
  ...hostingRoutes,
  ...microsoftRoutes,
  ...connectivityRoutes,
  ...supportRoutes,
  ...companyRoutes,
  ...catalogRoutes,
  ...feedbackRoutes,
  ...mailRoutes,
  ...jobsRoutes,
  ...redirectRoutes(ROUTE_REDIRECTS),
]

/** Pages in the plain layout, reachable without signing in. */
export const plainPages: RouteObject[] = [...authRoutes, ...errorRoutes]

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => null,
    children: [
      { Component: PlainLayout, children: plainPages },
      {
        id: 'backend',
        loader: requireAuthLoader,
        shouldRevalidate: alwaysRevalidate,
        Component: ShellLayout,
        // Errors of a page (API 403/500, a failed lazy load) render inside the layout.
        children: [{ ErrorBoundary: RouteErrorBoundary, children: backendPages }],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
