import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    financesOrders: 'Bestellingen',
    financesOrder: 'Bestelling',
    adminOrders: 'Bestellingen',
    adminOrder: 'Bestelling',
    selfservice: 'Selfservice',
    orderingEmpty: 'Winkelwagen',
    orderingOverview: 'Besteloverzicht',
    orderingConfigure: 'Product configureren',
    orderingCompleted: 'Bestelling afgerond',
  },
  'menu.selfservice': 'Selfservice',
  'menu.selfservice.browse': 'Bekijken',
  'menu.admin.orders': 'Bestellingen',
}

export default nl
