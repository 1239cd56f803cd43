import { serverTexts } from '../../lib/texts.ts'

/** The hosting area's API messages by code, in English and Dutch. */
export const hostingTexts = serverTexts('hosting', {
  notOffered: {
    en: 'This web hosting package cannot be ordered by this company for this period.',
    nl: 'Dit webhostingpakket kan dit bedrijf niet voor deze periode bestellen.',
  },
  notFound: {
    en: 'There is no hosting account with this id.',
    nl: 'Er is geen hostingaccount met dit id.',
  },
  notActive: {
    en: 'The hosting account is not active.',
    nl: 'Het hostingaccount is niet actief.',
  },
  panelRefused: {
    en: 'The control panel refused: {reason}',
    nl: 'Het controlepaneel weigerde: {reason}',
  },
  packageNotOffered: {
    en: 'This company cannot move to this package.',
    nl: 'Dit bedrijf kan niet naar dit pakket overstappen.',
  },
  loginExpired: {
    en: 'This sign-in link was used already or has expired. Open the control panel from the portal again.',
    nl: 'Deze aanmeldlink is al gebruikt of verlopen. Open het controlepaneel opnieuw vanuit het portaal.',
  },
  usageSubject: {
    en: 'Web hosting {domain}: {what} at {stage}% of the limit',
    nl: 'Webhosting {domain}: {what} op {stage}% van de limiet',
  },
  usageText: {
    en: 'The web hosting of {domain} uses {used} of its {limit} {what} limit ({stage}%). See {link}',
    nl: 'De webhosting van {domain} gebruikt {used} van de limiet van {limit} voor {what} ({stage}%). Zie {link}',
  },
  disk: { en: 'disk space', nl: 'schijfruimte' },
  traffic: { en: 'traffic', nl: 'dataverkeer' },
})
