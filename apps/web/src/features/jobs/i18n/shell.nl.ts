import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    jobs: 'Taken',
  },
  'menu.admin.jobs': 'Taken',
}

export default nl
