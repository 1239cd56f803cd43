import { serverTexts } from '../../lib/texts.ts'

/** The company area's API messages by code, in English and Dutch. */
export const companyTexts = serverTexts('company', {
  companyNotFound: { en: 'Company not found.', nl: 'Bedrijf niet gevonden.' },
  notYourself: {
    en: 'You cannot turn your own sign-in off.',
    nl: 'U kunt uw eigen inloggen niet uitzetten.',
  },
  alreadyMember: {
    en: 'This person is already a user of this company.',
    nl: 'Deze persoon is al gebruiker van dit bedrijf.',
  },
  lastAdmin: {
    en: 'A company needs at least one admin.',
    nl: 'Een bedrijf heeft minstens één beheerder nodig.',
  },
  notASeller: {
    en: 'Only a provider or a reseller has notifications for its own staff.',
    nl: 'Alleen een provider of reseller heeft meldingen voor de eigen medewerkers.',
  },
  notMember: {
    en: 'This person is not a user of this company.',
    nl: 'Deze persoon is geen gebruiker van dit bedrijf.',
  },
})
