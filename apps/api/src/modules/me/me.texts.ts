import { serverTexts } from '../../lib/texts.ts'

/** The me area's API messages by code, in English and Dutch. */
export const meApiTexts = serverTexts('me', {
  externalIdentity: {
    en: 'Your sign-in is managed by your identity provider; change your name, password and two-factor sign-in there.',
    nl: 'Uw inloggegevens worden beheerd door uw identiteitsprovider; wijzig uw naam, wachtwoord en inloggen in twee stappen daar.',
  },
  wrongPassword: { en: 'This is not your current password.', nl: 'Dit is niet uw huidige wachtwoord.' },
  sessionNotFound: {
    en: 'This session has ended already.',
    nl: 'Deze sessie is al beëindigd.',
  },
  wrongCode: {
    en: 'This code is not valid, or it has been used already.',
    nl: 'Deze code is niet geldig of is al gebruikt.',
  },
  usedCode: {
    en: 'This code was used already. Wait for the next code in your authenticator app (a new one comes every 30 seconds) and enter that.',
    nl: 'Deze code is al gebruikt. Wacht op de volgende code in uw authenticator-app (elke 30 seconden een nieuwe) en vul die in.',
  },
  twoFactorOn: { en: 'Two-factor sign-in is on already.', nl: 'Inloggen in twee stappen staat al aan.' },
  twoFactorOff: { en: 'Two-factor sign-in is not on.', nl: 'Inloggen in twee stappen staat niet aan.' },
  noSetup: {
    en: 'Start setting up two-factor sign-in first.',
    nl: 'Begin eerst met het instellen van inloggen in twee stappen.',
  },
})
