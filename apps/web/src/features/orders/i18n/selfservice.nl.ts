import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './selfservice.en.ts'

const nl: DeepStrings<typeof en> = {
  selfservice: {
    intro: 'Alles wat u zelf kunt wijzigen of bestellen, zonder op ons te wachten.',
    change: 'Wijzig wat u hebt',
    order: 'Bestel iets nieuws',
    none: 'Hiervan hebt u nog niets.',
    loadError: 'Dit kon niet worden geladen.',
    hosting: {
      title: 'Webhosting',
      hint: 'Zet een site op een groter of kleiner pakket; het verschil wordt voor de rest van de periode berekend.',
      action: 'Pakket wijzigen',
    },
    mobile: {
      title: 'Mobiele simkaarten',
      hint: 'Stel de maandelijkse datalimiet van een simkaart in of hef hem op.',
      limit: 'limiet {{mb}} MB',
      noLimit: 'geen limiet',
      action: 'Datalimiet wijzigen',
    },
    microsoft: {
      title: 'Microsoft 365',
      hint: 'Voeg licenties toe aan een abonnement (of verwijder ze binnen de terugbetaaltermijn).',
      seats: '{{quantity}} licenties, {{assigned}} toegewezen',
      action: 'Licenties toevoegen',
    },
    network: {
      title: 'Beheerd netwerk',
      hint: 'Pauzeer de bewaking van een apparaat tijdens uw eigen onderhoud.',
      devices_one: '{{count}} apparaat',
      devices_other: '{{count}} apparaten',
      action: 'Naar het netwerk',
    },
    new: {
      domain: { title: 'Een domeinnaam', hint: 'Kijk of een naam vrij is en registreer hem.' },
      internet: {
        title: 'Een internetverbinding',
        hint: 'Zie wat er op een adres geleverd kan worden en bestel het.',
      },
      hosting: { title: 'Webhosting', hint: 'Een hostingpakket voor een domein, met mailboxen.' },
      certificate: {
        title: 'Een SSL-certificaat',
        hint: 'Een certificaat voor een site, gevalideerd via het domein.',
      },
      microsoft: { title: 'Microsoft 365-licenties', hint: 'Licenties en mailboxen voor uw mensen.' },
      aas: {
        title: 'Netwerk, hardware of IaaS',
        hint: 'Beheerde apparaten, geleasede hardware en cloudcapaciteit.',
      },
    },
  },
}

export default nl
