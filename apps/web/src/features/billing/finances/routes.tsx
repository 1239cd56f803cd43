import { pageRoutes } from '../../../shared/routing/pageRoutes.ts'

const pages = {
  list: () => import('./pages/FinanceListPage.tsx'),
  view: () => import('./pages/FinanceDocumentPage.tsx'),
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
  // Spec 2: reports are a placeholder; the price list is the catalogue's (features/catalog/routes.tsx).
  {
    path: '/finances/reports',
    name: 'finances-reports',
    title: 'routes.financesReports',
    placeholder: 'spec',
  },
])
