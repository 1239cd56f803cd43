import { serverTexts } from '../../lib/texts.ts'

/** The connectivity area's API messages by code, in English and Dutch. */
export const connectivityTexts = serverTexts('connectivity', {
  unknownAddress: {
    en: 'The carrier knows no address {postcode} {number}.',
    nl: 'De netwerkaanbieder kent geen adres {postcode} {number}.',
  },
  packageNotAvailable: {
    en: 'Package {code} cannot be delivered at this address.',
    nl: 'Pakket {code} kan op dit adres niet worden geleverd.',
  },
  packageNotSold: {
    en: 'Package {code} is not sold to this company for this period.',
    nl: 'Pakket {code} wordt niet aan dit bedrijf voor deze periode verkocht.',
  },
  wishDateTooSoon: {
    en: 'The wish date must be {date} or later.',
    nl: 'De wensdatum moet {date} of later zijn.',
  },
  wishDateTooLate: {
    en: 'The wish date must lie within a year.',
    nl: 'De wensdatum moet binnen een jaar liggen.',
  },
})
