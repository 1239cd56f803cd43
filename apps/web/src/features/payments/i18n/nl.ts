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
