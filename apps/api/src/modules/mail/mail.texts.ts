import { serverTexts } from '../../lib/texts.ts'

/** The mail area's API messages by code, in English and Dutch. */
export const mailTexts = serverTexts('mail', {
  messageNotFound: { en: 'Message not found.', nl: 'Bericht niet gevonden.' },
})
