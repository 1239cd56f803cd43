import { lazyPages, pageRoutes, staffOnly } from '../../shared/routing/pageRoutes.ts'

const page = lazyPages(import.meta.glob('./pages/*.tsx'))
const [contact, preset] = [page('ContactFormPage'), page('PresetFormPage')]

export const domainsRoutes = [
  ...pageRoutes([
    {
      path: '/domains/list',
      name: 'domains-index',
      title: 'routes.domainsList',
      page: page('DomainListPage'),
    },
    {
      path: '/domains/check',
      name: 'domains-check',
      title: 'routes.domainsCheck',
      page: page('DomainCheckPage'),
    },
    { path: '/domains/setup', title: 'routes.domainsSetup', page: page('DomainSetupPage') },
    { path: '/domains/confirm', title: 'routes.domainsConfirm', page: page('DomainConfirmPage') },
    { path: '/domains/view/:domain', title: 'routes.domain', page: page('DomainPage') },
    {
      path: '/domains/contacts',
      name: 'domain-contacts',
      title: 'routes.domainContacts',
      page: page('ContactListPage'),
    },
    { path: '/domains/contact/new', title: 'routes.domainContactNew', page: contact },
    { path: '/domains/contacts/view/:contact', title: 'routes.domainContact', page: contact },
    {
      path: '/domains/presets',
      name: 'domains-presets',
      title: 'routes.domainPresets',
      page: page('PresetListPage'),
    },
    { path: '/domains/presets/new', title: 'routes.domainPresetNew', page: preset },
    { path: '/domains/presets/view/:preset', title: 'routes.domainPreset', page: preset },
  ]),
  // The TLD catalogue sits in the catalogue's menu (spec 2 paths) but belongs to this area; it is for
  // the provider's staff (the API enforces it too).
  ...pageRoutes(
    [
      {
        path: '/admin/catalog/tlds',
        name: 'catalog-tlds',
        title: 'routes.catalogTlds',
        page: page('TldListPage'),
      },
      { path: '/admin/catalog/tlds/form/:tld', title: 'routes.catalogTldForm', page: page('TldFormPage') },
    ],
    { permission: staffOnly },
  ),
]
