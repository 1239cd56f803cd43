import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './en.ts'

const nl: DeepStrings<typeof en> = {
  connectivity: {
    technology: { fiber: 'Glasvezel', copper: 'Koper' },
    status: {
      awaiting_order: 'In de winkelwagen',
      submitted: 'Ingediend',
      planned: 'Gepland',
      delivered: 'Opgeleverd',
      active: 'Actief',
      terminated: 'Opgezegd',
      failed: 'Mislukt',
    },
    period: {
      once: 'eenmalig',
      P1M: 'per maand',
      P3M: 'per kwartaal',
      P1Y: 'per jaar',
      P2Y: 'per 2 jaar',
      P3Y: 'per 3 jaar',
    },
    voip: {
      intro: 'Uw SIP-trunks en hun nummers; porteer nummers van een andere aanbieder en volg de portering.',
      empty: 'Nog geen SIP-trunks.',
      loadError: 'De SIP-trunks konden niet worden geladen.',
      trunk: '{{channels}} kanalen · SIP-gebruiker {{user}}',
      porting: 'wordt geporteerd',
      ports: 'Nummerportering',
      status: {
        requested: 'Aangevraagd',
        in_progress: 'In behandeling',
        delayed: 'Vertraagd',
        ready: 'Klaar om te porteren',
        blocked: 'Geblokkeerd',
        completed: 'Afgerond',
      },
      port: {
        title: 'Nummers porteren',
        trunk: 'Naar trunk',
        provider: 'Huidige aanbieder',
        numbers: 'Nummers',
        numbersHint: 'In internationale vorm, één per regel: +31201234567',
        submit: 'Portering aanvragen',
        from: 'Van {{provider}} naar {{trunk}}',
        firstPossible: 'Eerst mogelijke datum {{date}}',
      },
    },
    mobile: {
      intro:
        'Uw simkaarten, hun verbruik deze maand en de wijzigingen die u zelf kunt doen; het netwerk voert ze binnen enkele minuten uit.',
      empty: 'Nog geen simkaarten.',
      loadError: 'De simkaarten konden niet worden geladen.',
      thisMonth: 'Deze maand',
      data: 'Dataverbruik deze maand',
      usage: '{{data}} van {{cap}} MB · {{voice}} min · {{sms}} sms',
      limit: 'Datalimiet {{mb}} MB per maand',
      pending: 'Wordt uitgevoerd: {{action}}',
      action: {
        suspend: 'Blokkeren',
        unsuspend: 'Deblokkeren',
        swap: 'Simkaart wisselen',
        data_limit: 'Datalimiet',
      },
      swap: {
        title: 'Simkaart van {{number}} wisselen',
        label: 'ICCID van de nieuwe simkaart',
        hint: 'De 19 of 20 cijfers op de nieuwe kaart, beginnend met 89. Het nummer blijft hetzelfde.',
        submit: 'Simkaart wisselen',
      },
      data_limit: {
        title: 'Datalimiet van {{number}}',
        label: 'Datalimiet (MB per maand)',
        hint: 'Laat leeg voor geen limiet naast de bundel.',
        submit: 'Limiet opslaan',
      },
    },
    internet: {
      intro:
        'Controleer welke internetverbindingen op een adres geleverd kunnen worden, bestel er een op een wensdatum en volg de oplevering.',
      check: {
        title: 'Beschikbaarheid op een adres',
        postcode: 'Postcode',
        houseNumber: 'Huisnummer',
        addition: 'Toevoeging',
        submit: 'Beschikbaarheid controleren',
        unknown: 'De netwerkaanbieder kent dit adres niet. Controleer de postcode en het huisnummer.',
        nothing: 'Op dit adres kan geen verbinding worden geleverd.',
        networks: 'Netwerken op dit adres',
        packages: 'Pakketten',
        speed: '{{down}} Mbit/s download · {{up}} Mbit/s upload',
        notSold: 'Niet te koop voor dit bedrijf',
        loadError: 'De beschikbaarheid kon niet worden gecontroleerd.',
      },
      order: {
        title: '{{name}} bestellen',
        choose: 'Bestellen',
        period: 'Factuurperiode',
        wishDate: 'Wensdatum',
        wishDateHint:
          'De netwerkaanbieder plant de oplevering op deze dag of de eerste mogelijke dag daarna.',
        submit: 'In winkelwagen',
        chooseCompany: 'Kies een bedrijf (bovenaan de pagina) om voor te bestellen.',
      },
      lines: {
        title: 'Internetverbindingen',
        empty: 'Nog geen internetverbindingen.',
        loadError: 'De internetverbindingen konden niet worden geladen.',
        wishDate: 'Wensdatum {{date}}',
        plannedDate: 'Oplevering gepland op {{date}}',
        carrierOrder: 'Order bij netwerkaanbieder {{id}}',
        pending: 'nog niet',
      },
    },
  },
}

export default nl
