import { serverTexts } from './texts.ts'

/** Messages of the rate limits (plugins/rateLimit.ts) and storage quotas (lib/quota.ts). */
export const limitTexts = serverTexts('limits', {
  user: {
    en: 'Too many requests: at most {max} a minute for each user. Try again in {seconds} s.',
    nl: 'Te veel verzoeken: hoogstens {max} per minuut per gebruiker. Probeer het over {seconds} s opnieuw.',
  },
  writes: {
    en: 'Too many changes: at most {max} a minute for each user. Try again in {seconds} s.',
    nl: 'Te veel wijzigingen: hoogstens {max} per minuut per gebruiker. Probeer het over {seconds} s opnieuw.',
  },
  company: {
    en: 'Too many requests from this company: at most {max} a minute. Try again in {seconds} s.',
    nl: 'Te veel verzoeken van dit bedrijf: hoogstens {max} per minuut. Probeer het over {seconds} s opnieuw.',
  },
  feedbackCount: {
    en: 'This company has sent its {max} feedback reports for today (the limit per day). Try again tomorrow.',
    nl: 'Dit bedrijf heeft vandaag al {max} feedbackmeldingen gestuurd (het maximum per dag). Probeer het morgen opnieuw.',
  },
  feedbackBytes: {
    en: 'This company has stored {max} MB of feedback today (the limit per day). Try again tomorrow, or send it without a screenshot.',
    nl: 'Dit bedrijf heeft vandaag al {max} MB aan feedback opgeslagen (het maximum per dag). Probeer het morgen opnieuw, of stuur het zonder schermafbeelding.',
  },
  attachments: {
    en: "This company's attachments would exceed their storage limit of {max} MB ({left} MB left). Ask your provider to raise the limit.",
    nl: 'De bijlagen van dit bedrijf zouden de opslaglimiet van {max} MB overschrijden (nog {left} MB vrij). Vraag uw provider de limiet te verhogen.',
  },
})
