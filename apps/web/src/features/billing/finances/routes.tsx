import { pageRoutes } from '../../../shared/routing/pageRoutes.ts'

const pages = {
  list: () => import('./pages/FinanceListPage.tsx'),
  view: () => import('./pages/FinanceDocumentPage.tsx'),
  reports: () => import('./pages/ReportsPage.tsx'),
}

/** Spec 2 /finances: the documents of the companies in scope, for every signed-in user. */
export const financeRoutes = pageRoutes([
  {
    path: '/finances/invoices',
    name: 'finances-invoices',
    title: 'routes.financesInvoices',
    page: pages.list,
  },
  { path: '/finances/invoices/:invoice', title: 'routes.financesInvoice', page: pages.view },
  { path: '/finances/quotes', name: 'finances-quotes', title: 'routes.financesQuotes', page: pages.list },
  { path: '/finances/quotes/:quote', title: 'routes.financesQuote', page: pages.view },
  // /finances/orders and orders/:order belong to the orders area (features/orders/routes.tsx).
  // Spec 2 calls reports a placeholder; they are the staff reports (the price list is the catalogue's).
  {
    path: '/finances/reports',
    name: 'finances-reports',
    title: 'routes.financesReports',
    page: pages.reports,
  },
])
