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
})
