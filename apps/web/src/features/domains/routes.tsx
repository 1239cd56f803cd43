import { pageRoutes } from '../../shared/routing/pageRoutes.ts'

export const domainsRoutes = pageRoutes([
  { path: '/domains/list', name: 'domains-index', title: 'routes.domainsList' },
  { path: '/domains/check', name: 'domains-check', title: 'routes.domainsCheck' },
  { path: '/domains/setup', title: 'routes.domainsSetup' },
  { path: '/domains/confirm', title: 'routes.domainsConfirm' },
  { path: '/domains/view/:domain', title: 'routes.domain' },
  { path: '/domains/contacts', name: 'domain-contacts', title: 'routes.domainContacts' },
  { path: '/domains/contact/new', title: 'routes.domainContactNew' },
  { path: '/domains/contacts/view/:contact', title: 'routes.domainContact' },
  { path: '/domains/presets', name: 'domains-presets', title: 'routes.domainPresets' },
  { path: '/domains/presets/new', title: 'routes.domainPresetNew' },
  { path: '/domains/presets/view/:preset', title: 'routes.domainPreset' },
])
