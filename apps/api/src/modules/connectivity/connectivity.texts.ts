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
  simClosed: {
    en: 'This SIM is closed; nothing can be changed any more.',
    nl: 'Deze simkaart is opgeheven; er kan niets meer worden gewijzigd.',
  },
  simNotLive: {
    en: 'Only a SIM in use (LIVE or ACTIVE) can be suspended.',
    nl: 'Alleen een simkaart in gebruik (LIVE of ACTIVE) kan worden geblokkeerd.',
  },
  simNotSuspended: {
    en: 'Only a suspended SIM (OFFLINE) can be resumed.',
    nl: 'Alleen een geblokkeerde simkaart (OFFLINE) kan weer worden geactiveerd.',
  },
  iccidInUse: {
    en: 'The new SIM card must be another card, not in use.',
    nl: 'De nieuwe simkaart moet een andere kaart zijn die niet in gebruik is.',
  },
  limitBelowUsage: {
    en: "The data limit lies below this month's use ({used} MB).",
    nl: 'De datalimiet ligt onder het verbruik van deze maand ({used} MB).',
  },
  changePending: {
    en: 'Another change of this SIM is still being carried out.',
    nl: 'Er wordt nog een andere wijziging van deze simkaart uitgevoerd.',
  },
  unknownTrunk: {
    en: 'There is no SIP trunk of yours with this id.',
    nl: 'Er is geen SIP-trunk van u met dit id.',
  },
  numberInUse: {
    en: 'The number {number} is connected already or asked twice.',
    nl: 'Het nummer {number} is al aangesloten of dubbel gevraagd.',
  },
  wishDateTooLate: {
    en: 'The wish date must lie within a year.',
    nl: 'De wensdatum moet binnen een jaar liggen.',
  },
})
