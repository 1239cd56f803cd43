import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    domainsList: 'Domeinen',
    domainsCheck: 'Beschikbaarheid van domeinen',
    domainsSetup: 'Domein instellen',
    domainsConfirm: 'Domeinen bevestigen',
    domain: 'Domein',
    domainContacts: 'Domeincontacten',
    domainContactNew: 'Nieuw domeincontact',
    domainContact: 'Domeincontact',
    domainPresets: 'Domeinvoorinstellingen',
    domainPresetNew: 'Nieuwe voorinstelling',
    domainPreset: 'Voorinstelling',
  },
  'menu.domains': 'Domeinen',
  'menu.domains.list': 'Mijn domeinen',
  'menu.domains.check': 'Beschikbaarheid controleren',
  'menu.domains.contacts': 'Contacten',
  'menu.domains.presets': 'Voorinstellingen',
}

export default nl
