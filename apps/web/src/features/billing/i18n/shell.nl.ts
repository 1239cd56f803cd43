import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    billingInvoices: 'Facturen',
    billingQuotes: 'Offertes',
    billingNew: 'Nieuw document',
    billingDocument: 'Document',
    billingSettings: 'Facturatie-instellingen',
    billingEmails: 'E-mailsjablonen',
    billingEmail: 'E-mailsjabloon',
    billingDocuments: 'Documentsjablonen',
    billingDocumentTemplate: 'Documentsjabloon',
    financesInvoices: 'Facturen',
    financesInvoice: 'Factuur',
    financesQuotes: 'Offertes',
    financesQuote: 'Offerte',
    financesAccount: 'Rekening',
    financesReports: 'Rapportages',
    financesPriceList: 'Prijslijst',
  },
  'menu.billing': 'Facturatie',
  'menu.billing.invoices': 'Facturen',
  'menu.billing.quotes': 'Offertes',
  'menu.billing.new': 'Nieuw document',
  'menu.billing.settings': 'Instellingen',
  'menu.finances': 'Financiën',
  'menu.finances.invoices': 'Facturen',
  'menu.finances.quotes': 'Offertes',
  'menu.finances.account': 'Rekening',
  'menu.finances.reports': 'Rapportages',
  'menu.finances.priceList': 'Prijslijst',
}

export default nl
