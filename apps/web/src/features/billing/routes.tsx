import { lazyPages, pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { financeRoutes } from './finances/routes.tsx'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))
const list = page('DocumentListPage')

/** Spec 2 /billing: staff screens (the API answers 403 to anyone else, shown as the 403 page). */
const staffRoutes = pageRoutes([
  { path: '/billing/invoices', name: 'billing-invoices', title: 'routes.billingInvoices', page: list },
  { path: '/billing/quotes', name: 'billing-quotes', title: 'routes.billingQuotes', page: list },
  { path: '/billing/new', name: 'billing-new', title: 'routes.billingNew', page: page('DocumentEditorPage') },
  { path: '/billing/document/:document', title: 'routes.billingDocument', page: page('DocumentPage') },
  {
    path: '/billing/settings',
    name: 'billing-settings',
    title: 'routes.billingSettings',
    page: page('SettingsPage'),
  },
  { path: '/billing/settings/emails', title: 'routes.billingEmails', page: page('EmailTemplatesPage') },
  {
    path: '/billing/settings/emails/:template',
    title: 'routes.billingEmail',
    page: page('EmailTemplatePage'),
  },
  {
    path: '/billing/settings/documents',
    title: 'routes.billingDocuments',
    page: page('DocumentTemplatesPage'),
  },
  {
    path: '/billing/settings/documents/:template',
    title: 'routes.billingDocumentTemplate',
    page: page('DocumentTemplatePage'),
  },
])

/** The billing area's pages: staff billing under /billing, the customer's finances under /finances. */
export const billingRoutes = [...staffRoutes, ...financeRoutes]
