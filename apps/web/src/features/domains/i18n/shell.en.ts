/**
 * Domains area, start-up strings (menu labels, page titles, parts of the shell): Domain names.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages. shell.nl.ts: same keys.
 */
const en = {
  routes: {
    domainsList: 'Domains',
    domainsCheck: 'Domain availability',
    domainsSetup: 'Domain setup',
    domainsConfirm: 'Confirm domains',
    domain: 'Domain',
    domainContacts: 'Domain contacts',
    domainContactNew: 'New domain contact',
    domainContact: 'Domain contact',
    domainPresets: 'Domain presets',
    domainPresetNew: 'New domain preset',
    domainPreset: 'Domain preset',
  },
  'menu.domains': 'Domains',
  'menu.domains.list': 'My domains',
  'menu.domains.check': 'Check availability',
  'menu.domains.contacts': 'Contacts',
  'menu.domains.presets': 'Presets',
}

export default en
