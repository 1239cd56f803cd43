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
})
