import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    mailOutbox: 'Uitgaande e-mail',
  },
  'menu.admin.mail': 'Verzonden e-mail',
}

export default nl
