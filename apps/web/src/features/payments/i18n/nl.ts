import type { PaymentsTranslation } from './en.ts'

const nl: PaymentsTranslation = {
  payments: {
    payNow: 'Nu betalen',
    payHint: 'Betaal {{amount}} online: iDEAL, Bancontact, creditcard of SEPA-incasso.',
    sandbox: 'Sandbox: er gaat geen geld over',
    failed: 'De betaling kon niet worden gestart: {{message}}',
    returned: {
      paid: 'Dank u: uw betaling van {{amount}} is ontvangen.',
      waiting: 'Uw betaling van {{amount}} wordt door uw bank bevestigd…',
      failed:
        'De betaling is niet voltooid ({{status}}). Er is niets afgeschreven; u kunt het opnieuw proberen.',
    },
    bank: {
      intro:
        'Importeer een CAMT.053-afschrift van uw bank: inkomende betalingen worden gekoppeld aan de openstaande facturen die hun omschrijving noemt; wat niet past, staat hieronder om toe te wijzen. Een afschrift opnieuw importeren verandert niets.',
      file: 'Afschrift (CAMT.053, XML)',
      import: 'Afschrift importeren',
      result:
        '{{imported}} nieuwe boekingen van {{entries}}: {{matched}} gekoppeld, {{unmatched}} toe te wijzen, {{ignored}} uitgaand.',
      failed: 'Het afschrift kon niet worden geïmporteerd: {{message}}',
      unmatched: 'Toe te wijzen',
      all: 'Alle boekingen',
      empty: 'Niets toe te wijzen.',
      date: 'Datum',
      amount: 'Bedrag',
      from: 'Van',
      description: 'Omschrijving',
      status: 'Status',
      statuses: {
        matched: 'Gekoppeld',
        unmatched: 'Toe te wijzen',
        assigned: 'Toegewezen',
        ignored: 'Uitgaand',
      },
      assign: 'Toewijzen',
      assignSubmit: 'Op de rekening van de klant zetten',
      assignText:
        'De betaling wordt tegoed op de rekening, dat de openstaande facturen van de klant betaalt.',
    },
    status: {
      open: 'open',
      pending: 'in behandeling',
      authorized: 'geautoriseerd',
      paid: 'betaald',
      canceled: 'geannuleerd',
      expired: 'verlopen',
      failed: 'mislukt',
      charged_back: 'teruggeboekt',
    },
  },
}

export default nl
