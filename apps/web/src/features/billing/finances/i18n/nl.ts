import type { FinancesTranslation } from './en.ts'

const nl: FinancesTranslation = {
  finances: {
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
