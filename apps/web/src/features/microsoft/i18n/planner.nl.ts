import type en from './planner.en.ts'

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

const nl: Shape<typeof en> = {
  planner: {
    intro:
      'Licentiewijzigingen gepland per gebruiker. Elke wijziging wordt één keer uitgevoerd, op haar dag, volgens de handelsregels van Microsoft.',
    usersIntro: 'De gebruikers van uw Microsoft-tenants, zoals Microsoft ze nu kent.',
    loadError: 'De licentieplanner kon niet worden geladen.',
    empty: 'Er is niets gepland.',
    usersEmpty: 'Nog geen gebruikers in uw tenants.',
    addUser: 'Gebruiker toevoegen',
    planChange: 'Wijziging plannen',
    viewPlan: 'Planning bekijken',
    allChanges: 'Alle geplande wijzigingen',
    columns: {
      day: 'Dag',
      user: 'Gebruiker',
      change: 'Wijziging',
      effect: 'Licenties',
      cost: 'Kosten',
      status: 'Status',
      name: 'Naam',
      login: 'Aanmeldnaam',
      tenant: 'Tenant',
      location: 'Gebruikslocatie',
      licences: 'Licenties',
      planned: 'Gepland',
    },
    action: { assign: '{{product}} toekennen', remove: '{{product}} verwijderen' },
    status: {
      planned: 'Gepland',
      running: 'Bezig',
      done: 'Uitgevoerd',
      failed: 'Gestopt',
      cancelled: 'Geannuleerd',
    },
    effect: {
      free_seat: 'Gebruikt een vrije licentie',
      buys_seat: 'Koopt een licentie (naar rato)',
      short: 'Geen vrije licentie: stopt en meldt het',
      frees_seat: 'Maakt een licentie vrij (blijft betaald)',
      releases_seat: 'Geeft de licentie terug',
      keeps_seat:
        'Maakt een licentie vrij; die blijft betaald (venster van 168 uur gesloten; verlagen kan vanaf {{date}})',
      nothing: 'Niets te wijzigen',
    },
    runs: { assign: 'aan het begin van de dag', remove: 'aan het eind van de dag' },
    noCost: '—',
    cancel: 'Annuleren',
    cancelTitle: 'Deze wijziging annuleren?',
    cancelMessage: '{{change}} voor {{user}} op {{day}} wordt niet uitgevoerd.',
    cancelConfirm: 'Wijziging annuleren',
    keep: 'Behouden',
    none: 'geen',
    noLocation: 'niet ingesteld',
    seatsTitle: 'Licenties in de tijd',
    seatsHelp:
      'Gekochte licenties (lijn) en toegekende licenties (vlak) per product, nu en na elke geplande wijziging.',
    purchased: 'Gekocht',
    assigned: 'Toegekend',
    seatsTable: '{{product}}: licenties in de tijd',
    moment: 'Moment',
    now: 'nu',
    policyTitle: 'Beleid',
    policyHelp: 'Vlak voor elke wijziging opnieuw gecontroleerd.',
    buyMissing: 'Een ontbrekende licentie kopen (naar rato tot het eind van de termijn)',
    buyMissingOff: 'Anders stopt de wijziging en krijgt het bedrijf een melding.',
    releaseSeats: 'Een verwijdering verlaagt ook het aantal van het abonnement',
    releaseSeatsHelp:
      'Alleen binnen 168 uur na aankoop van de licentie; anders blijft die betaald tot de verlenging.',
    policySaved: 'Beleid opgeslagen.',
    user: {
      facts: 'Gebruiker',
      licences: 'Licenties nu',
      noLicences: 'Geen licenties.',
      changes: 'Geplande wijzigingen',
    },
    add: {
      intro: 'De gebruiker wordt aangemaakt in de directory van de tenant bij Microsoft.',
      tenant: 'Tenant',
      displayName: 'Naam',
      userName: 'Aanmeldnaam',
      usageLocation: 'Gebruikslocatie (land)',
      usageLocationHelp: 'Microsoft kent alleen licenties toe aan gebruikers met een gebruikslocatie.',
      submit: 'Gebruiker toevoegen',
    },
    schedule: {
      intro:
        'Plan een licentie voor {{user}}. Toekennen gebeurt om 00:00 op de dag, verwijderen aan het eind ervan (tijdzone van de provider).',
      action: 'Wijziging',
      assign: 'Toekennen',
      remove: 'Verwijderen',
      product: 'Product',
      day: 'Dag',
      submit: 'Plannen',
      planned: '{{change}} gepland op {{day}}: {{effect}}.',
      cost: 'Kosten: {{amount}}',
    },
  },
}

export default nl
