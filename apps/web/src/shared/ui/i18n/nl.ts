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
      sortCards: 'Sorteren op',
      ascending: '{{column}}, oplopend',
      descending: '{{column}}, aflopend',
    },
    list: { columns: 'Kolommen', chooseColumns: 'Kies de zichtbare kolommen' },
    /** Next to a record in a vendor's sandbox (SandboxTag). */
    sandbox: 'sandbox',
    confirm: { confirm: 'Bevestigen', cancel: 'Annuleren' },
    conflict: {
      title: 'Iemand anders heeft dit eerder opgeslagen',
      text: 'Dit is door iemand anders gewijzigd nadat u het opende. Laad de nieuwste versie om die wijzigingen te zien; uw niet-opgeslagen wijzigingen worden vervangen.',
      reload: 'Nieuwste versie laden',
    },
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
