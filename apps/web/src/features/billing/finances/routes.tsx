import { lazyPages, pageRoutes } from '../../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))
const [list, view] = [page('FinanceListPage'), page('FinanceDocumentPage')]

/** Spec 2 /finances: the documents of the companies in scope, for every signed-in user. */
export const financeRoutes = pageRoutes([
  { path: '/finances/invoices', name: 'finances-invoices', title: 'routes.financesInvoices', page: list },
  { path: '/finances/invoices/:invoice', title: 'routes.financesInvoice', page: view },
  {
    path: '/finances/account',
    name: 'finances-account',
    title: 'routes.financesAccount',
    page: page('AccountPage'),
  },
  { path: '/finances/quotes', name: 'finances-quotes', title: 'routes.financesQuotes', page: list },
  { path: '/finances/quotes/:quote', title: 'routes.financesQuote', page: view },
  // /finances/orders and orders/:order belong to the orders area (features/orders/routes.tsx).
  // Spec 2 calls reports a placeholder; they are the staff reports (the price list is the catalogue's).
  {
    path: '/finances/reports',
    name: 'finances-reports',
    title: 'routes.financesReports',
    page: page('ReportsPage'),
  },
])
