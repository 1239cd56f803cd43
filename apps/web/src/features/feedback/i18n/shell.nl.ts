import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  feedback: {
    button: 'Meld een fout',
    title: 'Meld een fout',
    intro: 'Vertel ons wat er misging. Het adres van de pagina wordt meegestuurd.',
    name: 'Naam',
    email: 'E-mail',
    message: 'Omschrijving',
    messagePlaceholder: 'Wat gebeurde er, en wat verwachtte u?',
    screenshot: 'Voeg een schermafbeelding van deze pagina toe',
    submit: 'Melding versturen',
    sending: 'Bezig met versturen…',
    required: 'Vul de volgende verplichte velden in: ',
    emptyMessage: 'Feedback met een lege omschrijving kan niet worden verstuurd',
    failed:
      'Feedback kon niet worden verstuurd. Dit kan komen door netwerkproblemen of doordat u een adblocker gebruikt.',
    forbidden: 'Feedback kon niet worden verstuurd. Dit domein mag mogelijk geen feedback versturen.',
    timeout: 'Niet vast te stellen of de feedback goed is verstuurd.',
    success: 'Bedankt voor uw melding!',
    screenshotFailed: 'De schermafbeelding kon niet worden gemaakt; de melding is zonder verstuurd.',
    list: {
      empty: 'Er is nog geen feedback gemeld.',
      date: 'Datum',
      from: 'Van',
      message: 'Bericht',
      page: 'Pagina',
      screenshot: 'Schermafbeelding',
      anonymous: 'Anoniem',
    },
  },
  routes: {
    feedback: 'Feedbackmeldingen',
  },
  'menu.admin.feedback': 'Feedbackmeldingen',
}

export default nl
