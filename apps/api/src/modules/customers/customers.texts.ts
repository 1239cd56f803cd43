import { serverTexts } from '../../lib/texts.ts'

/** The customers area's API messages by code, in English and Dutch. */
export const customersTexts = serverTexts('customers', {
  phone: {
    en: 'Not a phone number that can be called: give the country code for a number abroad, e.g. +31 20 123 4567',
    nl: 'Geen bruikbaar telefoonnummer: vermeld de landcode bij een buitenlands nummer, bijv. +31 20 123 4567',
  },
  invalidCursor: {
    en: 'The cursor is not valid; start from the first page.',
    nl: 'De cursor is niet geldig; begin bij de eerste pagina.',
  },
  cannotAddUnder: {
    en: 'You cannot add records under that company.',
    nl: 'U kunt onder dat bedrijf niets toevoegen.',
  },
  cannotMove: {
    en: 'A record cannot move to another parent here.',
    nl: 'Een record kan hier niet naar een ander bovenliggend bedrijf.',
  },
  noVatId: { en: 'This record has no VAT id.', nl: 'Dit record heeft geen btw-id.' },
  pickContact: { en: 'Pick a contact of this company.', nl: 'Kies een contactpersoon van dit bedrijf.' },
  serviceNotFound: { en: 'Service not found.', nl: 'Dienst niet gevonden.' },
  customerNotFound: { en: 'Customer not found.', nl: 'Klant niet gevonden.' },
  resellerNotFound: { en: 'Reseller not found.', nl: 'Reseller niet gevonden.' },
  contactNotFound: { en: 'Contact not found.', nl: 'Contactpersoon niet gevonden.' },
  locationNotFound: { en: 'Location not found.', nl: 'Locatie niet gevonden.' },
  mayNotCreateCustomers: { en: 'You may not create customers.', nl: 'U mag geen klanten aanmaken.' },
  mayNotCreateResellers: { en: 'You may not create resellers.', nl: 'U mag geen resellers aanmaken.' },
  unknownColumns: { en: 'Unknown columns: {columns}', nl: 'Onbekende kolommen: {columns}' },
  invalidCsv: { en: 'The file is not valid CSV: {reason}', nl: 'Het bestand is geen geldige CSV: {reason}' },
})
