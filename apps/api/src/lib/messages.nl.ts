/**
 * Dutch for the messages the API writes (errors and the contracts' own validation messages). A
 * message without an entry stays English; the field name in `errors` still says where the problem is.
 */
export const NL_MESSAGES: Record<string, string> = {
  // lib/errors.ts defaults
  'The request is not valid.': 'Het verzoek is niet geldig.',
  'Authentication is required.': 'U moet ingelogd zijn.',
  'You are not allowed to do this.': 'U mag dit niet doen.',
  'Not found.': 'Niet gevonden.',
  'The request conflicts with the current state.': 'Het verzoek past niet bij de huidige toestand.',
  'Someone else saved this record first. Reload it and try again.':
    'Iemand anders heeft dit eerder opgeslagen. Laad de nieuwste versie en probeer het opnieuw.',
  'Send If-Match with the ETag you read.': 'Stuur If-Match mee met de ETag die u las.',
  'Something went wrong on our side. It has been logged.': 'Er ging bij ons iets mis. Dit is vastgelegd.',
  // contracts
  'A number with at most 3 decimals, e.g. 1.5': 'Een getal met hoogstens 3 decimalen, bijv. 1,5',
  'Not a valid VAT id for that country, e.g. NL123456789B01':
    'Geen geldig btw-id voor dat land, bijv. NL123456789B01',
  'A PNG image': 'Een PNG-afbeelding',
  'EUR per unit, e.g. 0.92': 'EUR per eenheid, bijv. 0.92',
  'Not a BIC': 'Geen BIC',
  'Not an IBAN': 'Geen IBAN',
  'Use a three-letter currency code (ISO 4217), e.g. EUR':
    'Gebruik een valutacode van drie letters (ISO 4217), bijv. EUR',
  'Use a two-letter country code (ISO 3166-1), e.g. NL':
    'Gebruik een landcode van twee letters (ISO 3166-1), bijv. NL',
  'Use digits, spaces and + ( ) . / - only': 'Gebruik alleen cijfers, spaties en + ( ) . / -',
  'Use HH:MM, e.g. 09:00': 'Gebruik UU:MM, bijv. 09:00',
  'Not a time zone, e.g. Europe/Amsterdam': 'Geen tijdzone, bijv. Europe/Amsterdam',
  'A colour like #1c64c8': 'Een kleur als #1c64c8',
  // services
  'X-Company must be a company id (UUID).': 'X-Company moet een bedrijfs-id (UUID) zijn.',
  'The company in X-Company is not one of yours.': 'Het bedrijf in X-Company is niet een van de uwe.',
  'The access token is not valid.': 'Het toegangstoken is niet geldig.',
  'This account is disabled.': 'Dit account is uitgeschakeld.',
  'Company not found.': 'Bedrijf niet gevonden.',
  'Customer not found.': 'Klant niet gevonden.',
  'Reseller not found.': 'Reseller niet gevonden.',
  'Contact not found.': 'Contactpersoon niet gevonden.',
  'Location not found.': 'Locatie niet gevonden.',
  'Service not found.': 'Dienst niet gevonden.',
  'Document not found.': 'Document niet gevonden.',
  'Ticket not found.': 'Ticket niet gevonden.',
  'Message not found.': 'Bericht niet gevonden.',
  'Attachment not found.': 'Bijlage niet gevonden.',
  'This person is not a user of this company.': 'Deze persoon is geen gebruiker van dit bedrijf.',
  'This person is already a user of this company.': 'Deze persoon is al gebruiker van dit bedrijf.',
  'A company needs at least one admin.': 'Een bedrijf heeft minstens één beheerder nodig.',
  'You cannot add records under that company.': 'U kunt onder dat bedrijf niets toevoegen.',
  'A record cannot move to another parent here.':
    'Een record kan hier niet naar een ander bovenliggend bedrijf.',
  'Pick a contact of this company.': 'Kies een contactpersoon van dit bedrijf.',
  'Pick one of your customers.': 'Kies een van uw klanten.',
  'This record has no VAT id.': 'Dit record heeft geen btw-id.',
  'The cursor is not valid; start from the first page.':
    'De cursor is niet geldig; begin bij de eerste pagina.',
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
  'A request with this Idempotency-Key is still running.': 'Een verzoek met deze Idempotency-Key loopt nog.',
  'This Idempotency-Key was used for a different request.':
    'Deze Idempotency-Key is voor een ander verzoek gebruikt.',
  'Billing is for the provider’s staff.': 'Facturatie is voor de medewerkers van de provider.',
  'Only the company’s admins and billing users decide on quotes.':
    'Alleen beheerders en facturatiegebruikers van het bedrijf beslissen over offertes.',
  'The screenshot is not a PNG image.': 'De schermafbeelding is geen PNG-afbeelding.',
}

/** Messages with figures in them (lib/quota.ts). */
const NL_PATTERNS: [RegExp, string][] = [
  [
    /^This company has sent its (\d+) feedback reports for today \(the limit per day\)\. Try again tomorrow\.$/,
    'Dit bedrijf heeft vandaag al $1 feedbackmeldingen gestuurd (het maximum per dag). Probeer het morgen opnieuw.',
  ],
  [
    /^This company has stored (\d+) MB of feedback today \(the limit per day\)\. Try again tomorrow, or send it without a screenshot\.$/,
    'Dit bedrijf heeft vandaag al $1 MB aan feedback opgeslagen (het maximum per dag). Probeer het morgen opnieuw, of stuur het zonder schermafbeelding.',
  ],
  [
    /^This company's attachments would exceed their storage limit of (\d+) MB \(([\d.]+) MB left\)\. Ask your provider to raise the limit\.$/,
    'De bijlagen van dit bedrijf zouden de opslaglimiet van $1 MB overschrijden (nog $2 MB vrij). Vraag uw provider de limiet te verhogen.',
  ],
]

/** The Dutch for a message, by exact text or by its fixed beginning (for messages with details). */
export function toDutch(message: string): string {
  const exact = NL_MESSAGES[message]
  if (exact) return exact
  if (message.startsWith('The file is not valid CSV:'))
    return message.replace('The file is not valid CSV:', 'Het bestand is geen geldige CSV:')
  if (message.startsWith('Unknown columns:'))
    return message.replace('Unknown columns:', 'Onbekende kolommen:')
  if (message.startsWith('You may not create ')) return 'U mag deze records niet aanmaken.'
  for (const [pattern, dutch] of NL_PATTERNS)
    if (pattern.test(message)) return message.replace(pattern, dutch)
  return message
}
