import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const financeRoutes = pageRoutes([
  { path: '/finances/invoices', name: 'finances-invoices', title: 'routes.financesInvoices' },
  { path: '/finances/invoices/:invoice', title: 'routes.financesInvoice' },
  { path: '/finances/quotes', name: 'finances-quotes', title: 'routes.financesQuotes' },
  { path: '/finances/quotes/:quote', title: 'routes.financesQuote' },
  { path: '/finances/orders', name: 'finances-orders', title: 'routes.financesOrders' },
  { path: '/finances/orders/:order', title: 'routes.financesOrder' },
  // Spec 2: reports and price list are placeholders.
  {
    path: '/finances/reports',
    name: 'finances-reports',
    title: 'routes.financesReports',
    placeholder: 'spec',
  },
  {
    path: '/finances/price-list',
    name: 'finances-price-list',
    title: 'routes.financesPriceList',
    placeholder: 'spec',
  },
])
