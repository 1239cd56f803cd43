/** The customer's finances pages. nl.ts has the same keys. */
const en = {
  finances: {
    reports: {
      year: 'Year',
      staffOnly: 'Reports cover the provider’s whole administration and are for its staff.',
      revenue: 'Revenue per month (excluding VAT)',
      month: 'Month',
      net: 'Revenue',
      vat: 'VAT',
      receivables: 'Receivables',
      open: 'Open',
      overdue: 'Of which overdue',
      credit: 'Credit held',
      vatByQuarter: 'VAT per rate per quarter',
      quarter: 'Quarter',
      rate: 'Rate',
      base: 'Turnover',
      empty: 'Nothing invoiced in this year.',
      loadError: 'The reports could not be loaded.',
    },
    quote: {
      open: 'This quote is open until {{date}}. Do you accept it?',
      accept: 'Accept quote',
      decline: 'Decline',
      acceptTitle: 'Accept this quote?',
      acceptText: 'You agree to the quote as it stands; we will then prepare the invoice.',
      declineTitle: 'Decline this quote?',
      declineText: 'The quote is closed and can no longer be accepted.',
      accepted: 'You accepted this quote.',
      declined: 'You declined this quote.',
    },
  },
}

export default en
export type FinancesTranslation = typeof en
