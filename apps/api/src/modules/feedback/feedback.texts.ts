import { serverTexts } from '../../lib/texts.ts'

/** The feedback area's API messages by code, in English and Dutch. */
export const feedbackTexts = serverTexts('feedback', {
  screenshotNotPng: {
    en: 'The screenshot is not a PNG image.',
    nl: 'De schermafbeelding is geen PNG-afbeelding.',
  },
  noScreenshot: { en: 'No screenshot for this report.', nl: 'Geen schermafbeelding bij deze melding.' },
})
