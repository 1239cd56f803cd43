import { serverTexts } from '../../lib/texts.ts'

/** The billing area's API messages by code, in English and Dutch. */
export const billingTexts = serverTexts('billing', {
  onlyIssuedCredited: {
    en: 'Only an issued invoice can be credited.',
    nl: 'Alleen een uitgegeven factuur kan worden gecrediteerd.',
  },
  lineNotOnInvoice: { en: 'That line is not on this invoice.', nl: 'Die regel staat niet op deze factuur.' },
  onlyAcceptedConverted: {
    en: 'Only an accepted quote can be converted.',
    nl: 'Alleen een geaccepteerde offerte kan worden omgezet.',
  },
  alreadyConverted: {
    en: 'This quote was already converted to an invoice.',
    nl: 'Deze offerte is al omgezet in een factuur.',
  },
  invalidCursor: { en: 'Invalid cursor.', nl: 'Ongeldige cursor.' },
  creditorId: {
    en: 'This SEPA creditor identifier is not valid (its check digits do not match).',
    nl: 'Dit SEPA-incassant-ID klopt niet (de controlecijfers kloppen niet).',
  },
  documentNotFound: { en: 'Document not found.', nl: 'Document niet gevonden.' },
  pickCustomer: { en: 'Pick one of your customers.', nl: 'Kies een van uw klanten.' },
  issuedImmutable: {
    en: 'An issued document cannot change; write a credit note instead.',
    nl: 'Een uitgegeven document kan niet meer wijzigen; maak een creditnota.',
  },
  draftKeepsKind: { en: 'A draft keeps its kind.', nl: 'Een concept behoudt zijn soort.' },
  issuedNeverDeleted: {
    en: 'Issued documents are never deleted.',
    nl: 'Uitgegeven documenten worden nooit verwijderd.',
  },
  quoteDeciders: {
    en: 'Only the company’s admins and billing users decide on quotes.',
    nl: 'Alleen beheerders en facturatiegebruikers van het bedrijf beslissen over offertes.',
  },
  quoteNotOpen: { en: 'This quote is no longer open.', nl: 'Deze offerte staat niet meer open.' },
  quoteExpired: { en: 'This quote has expired.', nl: 'Deze offerte is verlopen.' },
  documentAlreadyIssued: { en: 'This document is already issued.', nl: 'Dit document is al uitgegeven.' },
  noLines: {
    en: 'Add at least one line before issuing.',
    nl: 'Voeg minstens één regel toe voordat u uitgeeft.',
  },
  paymentsOnOpenInvoices: {
    en: 'Payments are registered on open invoices.',
    nl: 'Betalingen worden op openstaande facturen geregistreerd.',
  },
  issueBeforeSending: {
    en: 'Issue the document before sending it.',
    nl: 'Geef het document uit voordat u het verstuurt.',
  },
  noBillingEmail: {
    en: 'The customer has no billing e-mail; give an address.',
    nl: 'De klant heeft geen factuur-e-mailadres; geef een adres op.',
  },
  negativeInvoice: {
    en: 'An invoice cannot total less than zero; write a credit note instead.',
    nl: 'Een factuur kan niet minder dan nul bedragen; maak een creditnota.',
  },
  overCredited: {
    en: 'Credit notes cannot credit more than the invoice’s total.',
    nl: 'Creditnota’s kunnen niet meer crediteren dan het totaal van de factuur.',
  },
  paymentNotFound: { en: 'Payment not found.', nl: 'Betaling niet gevonden.' },
  paymentAlreadyReversed: {
    en: 'This payment was already reversed.',
    nl: 'Deze betaling is al teruggedraaid.',
  },
  paymentRefunded: {
    en: 'Part of this payment was refunded to the customer, so it cannot be reversed.',
    nl: 'Een deel van deze betaling is aan de klant terugbetaald, dus ze kan niet worden teruggedraaid.',
  },
  refundExceedsCredit: {
    en: 'A refund cannot exceed the customer’s credit.',
    nl: 'Een terugbetaling kan niet hoger zijn dan het tegoed van de klant.',
  },
  noCredit: {
    en: 'The customer has no credit to apply.',
    nl: 'De klant heeft geen tegoed om te verrekenen.',
  },
  invoiceNotOpen: {
    en: 'This invoice has nothing left to pay.',
    nl: 'Op deze factuur staat niets meer open.',
  },
  chooseCompany: {
    en: 'Choose one of your companies.',
    nl: 'Kies een van uw bedrijven.',
  },
  customerNotFound: { en: 'Customer not found.', nl: 'Klant niet gevonden.' },
  staffOnly: {
    en: 'Billing is for those who keep the books: the provider’s staff and a reseller’s administrators.',
    nl: 'Facturatie is voor wie de boeken bijhoudt: de medewerkers van de provider en de beheerders van een reseller.',
  },
})
