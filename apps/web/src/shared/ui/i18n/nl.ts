import type { UiTranslation } from './en.ts'

const nl: UiTranslation = {
  ui: {
    table: {
      previous: 'Vorige pagina',
      next: 'Volgende pagina',
      page: 'Pagina {{page}}',
      empty: 'Niets om te tonen.',
      sortBy: 'Sorteer op {{column}}',
      loading: 'Laden…',
    },
    confirm: { confirm: 'Bevestigen', cancel: 'Annuleren' },
    forms: {
      required: 'Dit veld is verplicht.',
      tooLong: 'Maximaal {{maximum}} tekens.',
      tooSmall: 'Minimaal {{minimum}}.',
      tooBig: 'Maximaal {{maximum}}.',
      email: 'Vul een geldig e-mailadres in, bijv. naam@voorbeeld.nl.',
      url: 'Vul een webadres in dat begint met http:// of https://.',
      number: 'Vul een geheel getal in.',
      invalid: 'Deze waarde is niet geldig.',
      fixErrors: 'Verbeter de gemarkeerde velden.',
      saved: 'Opgeslagen.',
    },
  },
}

export default nl
