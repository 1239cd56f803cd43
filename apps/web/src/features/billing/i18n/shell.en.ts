/**
 * Billing area, start-up strings (menu labels, page titles): the provider's documents and settings, and the customer's finances pages.
 * Listed in apps/web/src/app/translations.ts; page strings load with the pages (en.ts). shell.nl.ts: same keys.
 */
const en = {
  routes: {
    billingInvoices: 'Invoices',
    billingQuotes: 'Quotes',
    billingNew: 'New document',
    billingDocument: 'Document',
    billingSettings: 'Billing settings',
    billingEmails: 'Email templates',
    billingEmail: 'Email template',
    billingDocuments: 'Document templates',
    billingDocumentTemplate: 'Document template',
    financesInvoices: 'Invoices',
    financesInvoice: 'Invoice',
    financesQuotes: 'Quotes',
    financesQuote: 'Quote',
    financesAccount: 'Account',
    financesReports: 'Reports',
    financesPriceList: 'Price list',
  },
  'menu.billing': 'Billing',
  'menu.billing.invoices': 'Invoices',
  'menu.billing.quotes': 'Quotes',
  'menu.billing.new': 'New document',
  'menu.billing.settings': 'Settings',
  'menu.finances': 'Finances',
  'menu.finances.invoices': 'Invoices',
  'menu.finances.quotes': 'Quotes',
  'menu.finances.account': 'Account',
  'menu.finances.reports': 'Reports',
  'menu.finances.priceList': 'Price list',
}

export default en
