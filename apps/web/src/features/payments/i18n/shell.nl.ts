import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    billingBank: 'Rekeningafschriften',
  },
  'menu.billing.bank': 'Rekeningafschriften',
}

export default nl
