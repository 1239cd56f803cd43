import { serverTexts } from '../../lib/texts.ts'

/** The payments area's API messages by code, in English and Dutch. */
export const paymentsTexts = serverTexts('payments', {
  providerUnavailable: {
    en: 'The payment provider could not start the payment. Please try again in a moment.',
    nl: 'De betaalprovider kon de betaling niet starten. Probeer het zo nog eens.',
  },
  paymentNotFound: { en: 'Payment not found.', nl: 'Betaling niet gevonden.' },
  unknownProvider: {
    en: 'This portal does not take payments through that provider.',
    nl: 'Dit portaal ontvangt geen betalingen via die provider.',
  },
  checkoutClosed: {
    en: 'This payment is no longer open.',
    nl: 'Deze betaling staat niet meer open.',
  },
  chargedBack: {
    en: 'Charged back by the customer’s bank',
    nl: 'Teruggeboekt door de bank van de klant',
  },
  checkoutTitle: { en: 'Sandbox checkout', nl: 'Sandbox-betaalpagina' },
  checkoutIntro: {
    en: 'This is the portal’s sandbox payment provider: no money moves. Choose a method and how the payment ends, as in Mollie’s test mode.',
    nl: 'Dit is de sandbox-betaalprovider van het portaal: er gaat geen geld over. Kies een methode en hoe de betaling afloopt, zoals in de testmodus van Mollie.',
  },
  checkoutAmount: { en: 'Amount', nl: 'Bedrag' },
  checkoutFor: { en: 'For', nl: 'Voor' },
  checkoutMethod: { en: 'Payment method', nl: 'Betaalmethode' },
  checkoutOutcome: { en: 'Outcome', nl: 'Uitkomst' },
  outcomePaid: { en: 'Paid', nl: 'Betaald' },
  outcomeFailed: { en: 'Failed', nl: 'Mislukt' },
  outcomeCanceled: { en: 'Canceled', nl: 'Geannuleerd' },
  outcomeExpired: { en: 'Expired', nl: 'Verlopen' },
  notAStatement: {
    en: 'This file is not a CAMT.053 bank statement the portal can read.',
    nl: 'Dit bestand is geen CAMT.053-rekeningafschrift dat het portaal kan lezen.',
  },
  assignOne: {
    en: 'Assign the entry to an invoice or to a customer, one of the two.',
    nl: 'Wijs de boeking toe aan een factuur of aan een klant, één van beide.',
  },
  entryNotFound: { en: 'Bank entry not found.', nl: 'Bankboeking niet gevonden.' },
  entryNotOpen: {
    en: 'This bank entry was matched or assigned already.',
    nl: 'Deze bankboeking is al gekoppeld of toegewezen.',
  },
  entryCurrency: {
    en: 'The entry and the invoice are in different currencies.',
    nl: 'De boeking en de factuur zijn in verschillende valuta.',
  },
})
