import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const billingRoutes = pageRoutes([
  { path: '/billing/invoices', name: 'billing-invoices', title: 'routes.billingInvoices' },
  { path: '/billing/quotes', name: 'billing-quotes', title: 'routes.billingQuotes' },
  { path: '/billing/new', name: 'billing-new', title: 'routes.billingNew' },
  { path: '/billing/document/:document', title: 'routes.billingDocument' },
  { path: '/billing/settings', name: 'billing-settings', title: 'routes.billingSettings' },
  { path: '/billing/settings/emails', title: 'routes.billingEmails' },
  { path: '/billing/settings/emails/:template', title: 'routes.billingEmail' },
  { path: '/billing/settings/documents', title: 'routes.billingDocuments' },
  { path: '/billing/settings/documents/:template', title: 'routes.billingDocumentTemplate' },
])
