import { pageRoutes } from '../../shared/routing/pageRoutes.ts'
import { financeRoutes } from './finances/routes.tsx'

const pages = {
  list: () => import('./pages/DocumentListPage.tsx'),
  create: () => import('./pages/DocumentEditorPage.tsx'),
  view: () => import('./pages/DocumentPage.tsx'),
  settings: () => import('./pages/SettingsPage.tsx'),
  emails: () => import('./pages/EmailTemplatesPage.tsx'),
  email: () => import('./pages/EmailTemplatePage.tsx'),
  layouts: () => import('./pages/DocumentTemplatesPage.tsx'),
  layout: () => import('./pages/DocumentTemplatePage.tsx'),
}

/** Spec 2 /billing: staff screens (the API answers 403 to anyone else, shown as the 403 page). */
const staffRoutes = pageRoutes([
  { path: '/billing/invoices', name: 'billing-invoices', title: 'routes.billingInvoices', page: pages.list },
  { path: '/billing/quotes', name: 'billing-quotes', title: 'routes.billingQuotes', page: pages.list },
  { path: '/billing/new', name: 'billing-new', title: 'routes.billingNew', page: pages.create },
  { path: '/billing/document/:document', title: 'routes.billingDocument', page: pages.view },
  {
    path: '/billing/settings',
    name: 'billing-settings',
    title: 'routes.billingSettings',
    page: pages.settings,
  },
  { path: '/billing/settings/emails', title: 'routes.billingEmails', page: pages.emails },
  { path: '/billing/settings/emails/:template', title: 'routes.billingEmail', page: pages.email },
  { path: '/billing/settings/documents', title: 'routes.billingDocuments', page: pages.layouts },
  {
    path: '/billing/settings/documents/:template',
    title: 'routes.billingDocumentTemplate',
    page: pages.layout,
  },
])

/** The billing area's pages: staff billing under /billing, the customer's finances under /finances. */
export const billingRoutes = [...staffRoutes, ...financeRoutes]
