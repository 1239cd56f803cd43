import { serverTexts } from '../../lib/texts.ts'

/** The job queue area's API messages by code, in English and Dutch. */
export const jobsTexts = serverTexts('jobs', {
  failedJobNotFound: {
    en: 'No failed job with this id in this queue.',
    nl: 'Geen mislukte taak met dit id in deze wachtrij.',
  },
})
