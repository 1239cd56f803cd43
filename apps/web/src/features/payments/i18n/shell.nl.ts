import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    billingBank: 'Rekeningafschriften',
    billingDirectDebits: 'Incasso’s',
  },
  'menu.billing.bank': 'Rekeningafschriften',
  'menu.billing.directDebits': 'Incasso’s',
}

export default nl
