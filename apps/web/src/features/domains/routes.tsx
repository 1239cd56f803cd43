import { ROLES } from '@portico/domain'
import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

/** The TLD catalogue is for the provider's staff (the API enforces it too). */
const staff = { any_roles: [ROLES.superAdmin, ROLES.staff] }
const pages = {
  tlds: () => import('./pages/TldListPage.tsx'),
  tld: () => import('./pages/TldFormPage.tsx'),
  contacts: () => import('./pages/ContactListPage.tsx'),
  contact: () => import('./pages/ContactFormPage.tsx'),
  presets: () => import('./pages/PresetListPage.tsx'),
  preset: () => import('./pages/PresetFormPage.tsx'),
  domains: () => import('./pages/DomainListPage.tsx'),
  check: () => import('./pages/DomainCheckPage.tsx'),
  setup: () => import('./pages/DomainSetupPage.tsx'),
  confirm: () => import('./pages/DomainConfirmPage.tsx'),
  domain: () => import('./pages/DomainPage.tsx'),
}

export const domainsRoutes = pageRoutes([
  { path: '/domains/list', name: 'domains-index', title: 'routes.domainsList', page: pages.domains },
  { path: '/domains/check', name: 'domains-check', title: 'routes.domainsCheck', page: pages.check },
  { path: '/domains/setup', title: 'routes.domainsSetup', page: pages.setup },
  { path: '/domains/confirm', title: 'routes.domainsConfirm', page: pages.confirm },
  { path: '/domains/view/:domain', title: 'routes.domain', page: pages.domain },
  {
    path: '/domains/contacts',
    name: 'domain-contacts',
    title: 'routes.domainContacts',
    page: pages.contacts,
  },
  { path: '/domains/contact/new', title: 'routes.domainContactNew', page: pages.contact },
  { path: '/domains/contacts/view/:contact', title: 'routes.domainContact', page: pages.contact },
  { path: '/domains/presets', name: 'domains-presets', title: 'routes.domainPresets', page: pages.presets },
  { path: '/domains/presets/new', title: 'routes.domainPresetNew', page: pages.preset },
  { path: '/domains/presets/view/:preset', title: 'routes.domainPreset', page: pages.preset },
  // The TLD catalogue sits in the catalogue's menu (spec 2 paths) but belongs to this area.
  {
    path: '/admin/catalog/tlds',
    name: 'catalog-tlds',
    title: 'routes.catalogTlds',
    page: pages.tlds,
    permission: staff,
  },
  {
    path: '/admin/catalog/tlds/form/:tld',
    title: 'routes.catalogTldForm',
    page: pages.tld,
    permission: staff,
  },
])
