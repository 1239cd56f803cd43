import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  search: {
    resultsFor: 'Resultaten voor “{{query}}”',
    none: 'Niets gevonden voor “{{query}}”.',
    enterQuery: 'Typ in het zoekvak bovenaan om te zoeken.',
    loadError: 'De zoekopdracht kon niet worden uitgevoerd.',
    kinds: {
      company: 'Bedrijf',
      user: 'Gebruiker',
      contact: 'Contactpersoon',
      document: 'Factuur of offerte',
      order: 'Bestelling',
      service: 'Dienst',
      domain: 'Domein',
      ticket: 'Ticket',
      microsoft_tenant: 'Microsoft-tenant',
      microsoft_subscription: 'Microsoft-abonnement',
    },
    shortcut: 'Ctrl+K of ⌘K zoekt vanaf elke pagina.',
  },
  routes: {
    search: 'Zoekresultaten',
  },
}

export default nl
