/**
 * Dutch for the messages the API writes (errors and the contracts' own validation messages). A
 * message without an entry stays English; the field name in `errors` still says where the problem is.
 */
export const NL_MESSAGES: Record<string, string> = {
  // contracts not yet coded
  'Use digits, spaces and + ( ) . / - only': 'Gebruik alleen cijfers, spaties en + ( ) . / -',
  // services
  'The cursor is not valid; start from the first page.':
    'De cursor is niet geldig; begin bij de eerste pagina.',
  'Company not found.': 'Bedrijf niet gevonden.',
  'Customer not found.': 'Klant niet gevonden.',
  'Reseller not found.': 'Reseller niet gevonden.',
  'Contact not found.': 'Contactpersoon niet gevonden.',
  'Location not found.': 'Locatie niet gevonden.',
  'Service not found.': 'Dienst niet gevonden.',
  'Document not found.': 'Document niet gevonden.',
  'You cannot add records under that company.': 'U kunt onder dat bedrijf niets toevoegen.',
  'A record cannot move to another parent here.':
    'Een record kan hier niet naar een ander bovenliggend bedrijf.',
  'Pick a contact of this company.': 'Kies een contactpersoon van dit bedrijf.',
  'Pick one of your customers.': 'Kies een van uw klanten.',
  'This record has no VAT id.': 'Dit record heeft geen btw-id.',
  'Invalid cursor.': 'Ongeldige cursor.',
  'A draft keeps its kind.': 'Een concept behoudt zijn soort.',
  'Add at least one line before issuing.': 'Voeg minstens één regel toe voordat u uitgeeft.',
  'That line is not on this invoice.': 'Die regel staat niet op deze factuur.',
  'The customer has no billing e-mail; give an address.':
    'De klant heeft geen factuur-e-mailadres; geef een adres op.',
  'An issued document cannot change; write a credit note instead.':
    'Een uitgegeven document kan niet meer wijzigen; maak een creditnota.',
  'Issue the document before sending it.': 'Geef het document uit voordat u het verstuurt.',
  'Issued documents are never deleted.': 'Uitgegeven documenten worden nooit verwijderd.',
  'Only an accepted quote can be converted.': 'Alleen een geaccepteerde offerte kan worden omgezet.',
  'Only an issued invoice can be credited.': 'Alleen een uitgegeven factuur kan worden gecrediteerd.',
  'Payments are registered on open invoices.': 'Betalingen worden op openstaande facturen geregistreerd.',
  'This document is already issued.': 'Dit document is al uitgegeven.',
  'This quote has expired.': 'Deze offerte is verlopen.',
  'This quote is no longer open.': 'Deze offerte staat niet meer open.',
  'This quote was already converted to an invoice.': 'Deze offerte is al omgezet in een factuur.',
  'Billing is for the provider’s staff.': 'Facturatie is voor de medewerkers van de provider.',
  'Only the company’s admins and billing users decide on quotes.':
    'Alleen beheerders en facturatiegebruikers van het bedrijf beslissen over offertes.',
}

/** The Dutch for a message, by exact text or by its fixed beginning (for messages with details). */
export function toDutch(message: string): string {
  const exact = NL_MESSAGES[message]
  if (exact) return exact
  if (message.startsWith('The file is not valid CSV:'))
    return message.replace('The file is not valid CSV:', 'Het bestand is geen geldige CSV:')
  if (message.startsWith('Unknown columns:'))
    return message.replace('Unknown columns:', 'Onbekende kolommen:')
  if (message.startsWith('You may not create ')) return 'U mag deze records niet aanmaken.'
  return message
}
