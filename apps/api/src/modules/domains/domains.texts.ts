import { serverTexts } from '../../lib/texts.ts'

/** The domains area's API messages by code, in English and Dutch. */
export const domainsTexts = serverTexts('domains', {
  tldTaken: {
    en: 'The TLD .{tld} is in the catalogue already.',
    nl: 'De extensie .{tld} staat al in de catalogus.',
  },
  tldProductTaken: {
    en: 'A product with the code {code} exists already and is not this TLD.',
    nl: 'Er bestaat al een product met de code {code} dat niet bij deze extensie hoort.',
  },
  registrarDown: {
    en: 'The registrar cannot be reached now; try again later.',
    nl: 'De registrar is nu niet bereikbaar; probeer het later opnieuw.',
  },
  phone: {
    en: 'Not a valid phone number; include the country code, e.g. +31 30 123 4567',
    nl: 'Geen geldig telefoonnummer; neem de landcode op, bijv. +31 30 123 4567',
  },
  unknownCompany: {
    en: 'There is no company of yours with this id.',
    nl: 'Er is geen bedrijf van u met dit id.',
  },
  unknownContact: {
    en: 'There is no contact of this company with this id.',
    nl: 'Er is geen contact van dit bedrijf met dit id.',
  },
  contactInUse: {
    en: 'This contact is in use by domains or presets ({count}); change those first.',
    nl: 'Dit contact wordt gebruikt door domeinen of voorinstellingen ({count}); wijzig die eerst.',
  },
  presetTaken: {
    en: 'This company has a preset named {name} already.',
    nl: 'Dit bedrijf heeft al een voorinstelling met de naam {name}.',
  },
  registrarRefused: {
    en: 'The registrar refused this: {reason}',
    nl: 'De registrar weigerde dit: {reason}',
  },
  invalidCursor: {
    en: 'The cursor is not valid; start from the first page.',
    nl: 'De cursor is niet geldig; begin bij de eerste pagina.',
  },
  notRegistered: {
    en: 'This domain is not registered (yet); nothing can be changed at the registry.',
    nl: 'Dit domein is (nog) niet geregistreerd; er kan bij de registry niets worden gewijzigd.',
  },
  domainRequired: {
    en: 'Say which domain name to order with this TLD.',
    nl: 'Geef aan welke domeinnaam u met deze extensie bestelt.',
  },
  domainNotAllowed: {
    en: 'Only a domain name product takes a domain name.',
    nl: 'Alleen een domeinnaamproduct neemt een domeinnaam.',
  },
  wrongTld: {
    en: 'This name does not end in .{tld}, the TLD of this product.',
    nl: 'Deze naam eindigt niet op .{tld}, de extensie van dit product.',
  },
  nameNotAvailable: {
    en: 'This name cannot be registered: {reason}',
    nl: 'Deze naam kan niet worden geregistreerd: {reason}',
  },
  premiumOverCap: {
    en: 'This premium name costs more than premium names are sold for here.',
    nl: 'Deze premium naam kost meer dan waarvoor hier premium namen worden verkocht.',
  },
  notRegisteredElsewhere: {
    en: 'This name is not registered anywhere: register it instead of transferring it.',
    nl: 'Deze naam is nergens geregistreerd: registreer hem in plaats van hem te verhuizen.',
  },
  authCodeRequired: {
    en: 'Enter the auth code (transfer token) that the current registrar gave you.',
    nl: 'Vul de autorisatiecode (verhuistoken) in die u van de huidige registrar kreeg.',
  },
  unknownPreset: {
    en: 'There is no preset of this company with this id.',
    nl: 'Er is geen preset van dit bedrijf met dit id.',
  },
  registrantRequired: {
    en: 'Choose a registrant, or a preset that names one.',
    nl: 'Kies een houder, of een preset die er een noemt.',
  },
  nameHeld: {
    en: 'This domain name is in the portal already.',
    nl: 'Deze domeinnaam staat al in het portaal.',
  },
  transferOneYear: {
    en: 'A transfer is ordered for one year (P1Y).',
    nl: 'Een verhuizing wordt voor één jaar (P1Y) besteld.',
  },
  premiumChanged: {
    en: 'The price of this premium name has changed; remove it and add it again.',
    nl: 'De prijs van deze premium naam is gewijzigd; verwijder hem en voeg hem opnieuw toe.',
  },
  notRestorable: {
    en: 'This domain cannot be restored now: only a name in redemption or quarantine can.',
    nl: 'Dit domein kan nu niet worden hersteld: dat kan alleen met een naam in redemption of quarantaine.',
  },
  noRestorePrice: {
    en: 'The TLD .{tld} has no restore price in {currency}; ask us to restore it.',
    nl: 'De extensie .{tld} heeft geen herstelprijs in {currency}; vraag ons om het herstel.',
  },
  restoreRequested: {
    en: 'A restore of this domain is invoiced already; it happens once that invoice is paid.',
    nl: 'Het herstel van dit domein is al gefactureerd; het gebeurt zodra die factuur is betaald.',
  },
  renewalInvoiceOpen: {
    en: 'The renewal invoice of this domain is open: pay it first; the restore then costs only the restore fee.',
    nl: 'De verlengingsfactuur van dit domein staat open: betaal die eerst; het herstel kost dan alleen de herstelprijs.',
  },
  renewalNotFailed: {
    en: 'This domain has no failed renewal to retry.',
    nl: 'Dit domein heeft geen mislukte verlenging om opnieuw te proberen.',
  },
  restoreLine: { en: 'Restore of {name}', nl: 'Herstel van {name}' },
  renewalOverCap: {
    en: 'The registrar asks {currency} {amount} to renew {name}, more than was invoiced',
    nl: 'De registrar vraagt {currency} {amount} om {name} te verlengen, meer dan er werd gefactureerd',
  },
  reminderSubject: {
    en: 'Your domain {name} expires on {date}',
    nl: 'Uw domein {name} verloopt op {date}',
  },
  reminderRenews: {
    en: 'Your domain {name} expires on {date}. It is renewed as soon as its renewal invoice is paid; please pay it before that day, or the domain stops working.\n\nSee the domain: {link}',
    nl: 'Uw domein {name} verloopt op {date}. Het wordt verlengd zodra de verlengingsfactuur is betaald; betaal die vóór die dag, anders werkt het domein niet meer.\n\nBekijk het domein: {link}',
  },
  reminderLapses: {
    en: 'Your domain {name} expires on {date}. Auto-renew is off, so it will not be renewed and can be lost after that day. To keep it, turn auto-renew on.\n\nSee the domain: {link}',
    nl: 'Uw domein {name} verloopt op {date}. Automatisch verlengen staat uit, dus het wordt niet verlengd en kan na die dag verloren gaan. Zet automatisch verlengen aan om het te houden.\n\nBekijk het domein: {link}',
  },
  noDnssec: {
    en: 'The registry of .{tld} does not take DNSSEC.',
    nl: 'Het register van .{tld} ondersteunt geen DNSSEC.',
  },
})
