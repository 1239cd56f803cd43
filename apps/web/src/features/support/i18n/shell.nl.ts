import type { DeepStrings } from '../../../shared/i18n/areaStrings.ts'
import type en from './shell.en.ts'

const nl: DeepStrings<typeof en> = {
  routes: {
    supportNew: 'Nieuw ticket',
    supportOpen: 'Open tickets',
    supportTicket: 'Ticketdetails',
    supportClosed: 'Gesloten tickets',
  },
  'menu.support': 'Support',
  'menu.support.new': 'Nieuw ticket',
  'menu.support.open': 'Open tickets',
  'menu.support.closed': 'Gesloten tickets',
}

export default nl
