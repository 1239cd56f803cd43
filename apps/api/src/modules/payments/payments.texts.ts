import { serverTexts } from '../../lib/texts.ts'

/** The payments area's API messages by code, in English and Dutch. */
export const paymentsTexts = serverTexts('payments', {
  providerUnavailable: {
    en: 'The payment provider could not start the payment. Please try again in a moment.',
    nl: 'De betaalprovider kon de betaling niet starten. Probeer het zo nog eens.',
  },
  mandateNotFound: { en: 'Mandate not found.', nl: 'Machtiging niet gevonden.' },
  iban: { en: 'This is not a valid IBAN.', nl: 'Dit is geen geldig IBAN.' },
  bic: { en: 'This is not a valid BIC.', nl: 'Dit is geen geldige BIC.' },
  signedLater: {
    en: 'A mandate cannot be signed in the future.',
    nl: 'Een machtiging kan niet in de toekomst getekend zijn.',
  },
  mandateTaken: {
    en: 'This customer has an active mandate already, or the reference is in use. Revoke the old mandate first, or choose another reference.',
    nl: 'Deze klant heeft al een actieve machtiging, of de referentie is al in gebruik. Trek de oude machtiging eerst in, of kies een andere referentie.',
  },
  mandateRevoked: { en: 'This mandate was revoked already.', nl: 'Deze machtiging is al ingetrokken.' },
  noCreditor: {
    en: 'Set the SEPA creditor identifier and the IBAN in the billing settings first.',
    nl: 'Vul eerst het incassant-ID en het IBAN in bij de factuurinstellingen.',
  },
  collectionTooSoon: {
    en: 'The collection date must be after today.',
    nl: 'De incassodatum moet na vandaag liggen.',
  },
  nothingToCollect: {
    en: 'No collections are due by that date.',
    nl: "Er staan geen incasso's gepland tot die datum.",
  },
  batchNotFound: { en: 'Batch not found.', nl: 'Batch niet gevonden.' },
  preNoticeSubject: {
    en: 'Direct debit of invoice {number} on {date}',
    nl: 'Incasso van factuur {number} op {date}',
  },
  preNoticeText: {
    en: 'Dear customer,\n\nOn {date} we will collect {amount} for invoice {number} from account {iban} by SEPA direct debit, under mandate {mandate} (creditor id {creditor}). You need not do anything. If the amount is wrong, please let us know before that date.\n\nKind regards,\n{issuer}',
    nl: 'Beste klant,\n\nOp {date} schrijven wij {amount} voor factuur {number} af van rekening {iban} via SEPA-incasso, onder machtiging {mandate} (incassant-ID {creditor}). U hoeft niets te doen. Klopt het bedrag niet, laat het ons dan voor die datum weten.\n\nMet vriendelijke groet,\n{issuer}',
  },
  refundTooHigh: {
    en: 'That is more than is left of this payment to refund.',
    nl: 'Dat is meer dan er van deze betaling nog terug kan.',
  },
  refundRefused: {
    en: 'The payment provider did not accept the refund; the credit is back on the account.',
    nl: 'De betaalprovider nam de terugbetaling niet aan; het tegoed staat weer op de rekening.',
  },
  refundDescription: { en: 'Refund of credit', nl: 'Terugbetaling van tegoed' },
  paymentNotFound: { en: 'Payment not found.', nl: 'Betaling niet gevonden.' },
  booksOnly: {
    en: 'Payment accounts belong to those who keep the books: the provider’s staff and a reseller’s administrators.',
    nl: 'Betaalaccounts horen bij wie de boeken bijhoudt: de medewerkers van de provider en de beheerders van een reseller.',
  },
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
