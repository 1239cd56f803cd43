import type { AreaRouteTable } from './types.ts'

/** Billing (staff) and finances (everyone's own documents). */
export const billingRouteTable = {
  paths: {
    'billing-invoices': '/billing/invoices',
    'billing-quotes': '/billing/quotes',
    'billing-new': '/billing/new',
    'billing-settings': '/billing/settings',
    'billing-bank': '/billing/bank',
    'billing-direct-debits': '/billing/direct-debits',
    'finances-invoices': '/finances/invoices',
    'finances-account': '/finances/account',
    'finances-quotes': '/finances/quotes',
    'finances-orders': '/finances/orders',
    'finances-reports': '/finances/reports',
    'finances-price-list': '/finances/price-list',
  },
  redirects: {
    '/billing': '/billing/invoices',
    '/finances': '/finances/invoices',
  },
  menuPrefixes: ['/billing', '/finances'],
} as const satisfies AreaRouteTable
