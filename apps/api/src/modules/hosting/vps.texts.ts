import { serverTexts } from '../../lib/texts.ts'

/** The VPS part of the hosting area: API messages by code, in English and Dutch. */
export const vpsTexts = serverTexts('hosting.vps', {
  notFound: { en: 'There is no VPS with this id.', nl: 'Er is geen VPS met dit id.' },
  taskNotFound: { en: 'There is no such task for this VPS.', nl: 'Er is geen zo’n taak voor deze VPS.' },
  notActive: {
    en: 'The VPS is not active (it is being set up, suspended or ended).',
    nl: 'De VPS is niet actief (hij wordt ingericht, is geschorst of beëindigd).',
  },
  busy: {
    en: 'Another action on this VPS is still running; wait until it is done.',
    nl: 'Er loopt nog een andere actie op deze VPS; wacht tot die klaar is.',
  },
  alreadyRunning: { en: 'The VPS is already running.', nl: 'De VPS draait al.' },
  notRunning: { en: 'The VPS is not running.', nl: 'De VPS draait niet.' },
  platformRefused: {
    en: 'The VPS platform refused: {reason}',
    nl: 'Het VPS-platform weigerde: {reason}',
  },
  usageSubject: {
    en: 'VPS {name}: traffic at {stage}% of the limit',
    nl: 'VPS {name}: dataverkeer op {stage}% van de limiet',
  },
  usageText: {
    en: 'The VPS {name} used {used} of its {limit} traffic this month ({stage}%). See {link}',
    nl: 'De VPS {name} gebruikte deze maand {used} van zijn {limit} dataverkeer ({stage}%). Zie {link}',
  },
})
