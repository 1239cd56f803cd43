import type { JobsTranslation } from './en.ts'

const nl: JobsTranslation = {
  jobs: {
    intro:
      'Werk dat later gebeurt (e-mail, levering, verlengingen) loopt als taken. Een mislukte taak wordt met een groeiende wachttijd opnieuw geprobeerd; zijn de pogingen op, dan blijft hij hier staan tot u hem opnieuw start.',
    queues: 'Wachtrijen',
    queue: 'Wachtrij',
    allQueues: 'Alle wachtrijen',
    state: 'Status',
    allStates: 'Alle statussen',
    states: {
      created: 'Wacht',
      retry: 'Herhaalt',
      active: 'Bezig',
      completed: 'Klaar',
      cancelled: 'Geannuleerd',
      failed: 'Mislukt',
    },
    created: 'Aangemaakt',
    attempts: 'Herhalingen',
    names: { 'mail.deliver': 'E-mail versturen', 'dead-letter': 'Opgegeven (dead letters)' },
    error: 'Fout',
    retry: 'Opnieuw starten',
    retried: 'De taak staat weer in de wachtrij.',
    retryFailed: 'De taak kon niet opnieuw worden gestart.',
    empty: 'Geen taken gevonden.',
    loadError: 'De wachtrij kon niet worden geladen.',
    refresh: 'Vernieuwen',
    runs: {
      title: 'Periodieke facturatie',
      intro:
        'Elke nacht om 03:00 worden de diensten gefactureerd die binnen de aanlooptijd vervallen, één factuur per klant (een reseller betaalt voor zijn klanten). Elke periode wordt één keer gefactureerd, hoe vaak er ook een run is.',
      start: 'Nu uitvoeren',
      started: 'De run is gestart; hij verschijnt hier als hij klaar is.',
      started_at: 'Gestart',
      statuses: { running: 'Bezig', done: 'Klaar', failed: 'Mislukt', interrupted: 'Onderbroken, hervat' },
      invoices: 'Facturen',
      periods: 'Perioden',
      failures: 'Niet gefactureerd',
      failure_one: '{{count}} dienst',
      failure_other: '{{count}} diensten',
      empty: 'Nog geen runs.',
    },
    more: 'Oudere taken',
  },
}

export default nl
