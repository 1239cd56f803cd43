import type { FinancesTranslation } from './en.ts'

const nl: FinancesTranslation = {
  finances: {
    reports: {
      year: 'Jaar',
      staffOnly: 'Rapportages beslaan de hele administratie van de aanbieder en zijn voor haar medewerkers.',
      revenue: 'Omzet per maand (exclusief btw)',
      month: 'Maand',
      net: 'Omzet',
      vat: 'Btw',
      receivables: 'Debiteuren',
      open: 'Openstaand',
      overdue: 'Waarvan vervallen',
      credit: 'Tegoed klanten',
      vatByQuarter: 'Btw per tarief per kwartaal',
      quarter: 'Kwartaal',
      rate: 'Tarief',
      base: 'Omzet',
      empty: 'Niets gefactureerd in dit jaar.',
      loadError: 'De rapportages konden niet worden geladen.',
    },
    quote: {
      open: 'Deze offerte staat open tot {{date}}. Gaat u akkoord?',
      accept: 'Offerte accepteren',
      decline: 'Afwijzen',
      acceptTitle: 'Deze offerte accepteren?',
      acceptText: 'U gaat akkoord met de offerte zoals die er ligt; wij maken daarna de factuur op.',
      declineTitle: 'Deze offerte afwijzen?',
      declineText: 'De offerte wordt gesloten en kan daarna niet meer worden geaccepteerd.',
      accepted: 'U hebt deze offerte geaccepteerd.',
      declined: 'U hebt deze offerte afgewezen.',
    },
  },
}

export default nl
