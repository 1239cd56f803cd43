import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))

/** Staff: bank statements and direct debits (the API answers 403 to anyone else). */
export const paymentsRoutes = pageRoutes([
  {
    path: '/billing/bank',
    name: 'billing-bank',
    title: 'routes.billingBank',
    page: page('BankStatementsPage'),
  },
  {
    path: '/billing/direct-debits',
    name: 'billing-direct-debits',
    title: 'routes.billingDirectDebits',
    page: page('DirectDebitsPage'),
  },
])
